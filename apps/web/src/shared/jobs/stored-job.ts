import { useCallback, useState } from 'react';

const storageKey = (kind: string, subjectId: string) => `paydesk.job.${kind}.${subjectId}`;

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode, quota): the job still runs; only leaving the page loses it.
  }
}

/**
 * The job a page started for one record, kept in the tab's session storage: the user may leave
 * the page and come back (or reload it) and the page goes on showing that job's progress.
 */
export function useStoredJob(kind: string, subjectId: string) {
  const key = storageKey(kind, subjectId);
  const [jobId, setJobId] = useState<string | null>(() => read(key));
  const remember = useCallback(
    (id: string | null) => {
      write(key, id);
      setJobId(id);
    },
    [key],
  );
  return [jobId, remember] as const;
}
