import { createContext, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

type LabelsApi = {
  labels: Readonly<Record<string, string>>;
  setLabel: (key: string, label: string | null) => void;
};

const BreadcrumbLabelsContext = createContext<LabelsApi | null>(null);

/** Holds the breadcrumb labels that pages read from their data. */
export function BreadcrumbLabelsProvider({ children }: { children: ReactNode }) {
  const [labels, setLabels] = useState<Record<string, string>>({});
  const setLabel = useCallback((key: string, label: string | null) => {
    setLabels((current) => {
      if ((current[key] ?? null) === label) return current;
      if (label !== null) return { ...current, [key]: label };
      return Object.fromEntries(Object.entries(current).filter(([name]) => name !== key));
    });
  }, []);
  const api = useMemo(() => ({ labels, setLabel }), [labels, setLabel]);
  return (
    <BreadcrumbLabelsContext.Provider value={api}>{children}</BreadcrumbLabelsContext.Provider>
  );
}

export function useBreadcrumbLabels(): Readonly<Record<string, string>> {
  return useContext(BreadcrumbLabelsContext)?.labels ?? {};
}

/**
 * A page names its data-driven crumb, e.g. `useBreadcrumbLabel('employee', fullName)` on the
 * employee profile or `useBreadcrumbLabel('company', company?.name)` on view-and-config.
 * Until the label is known the crumb shows a placeholder.
 */
export function useBreadcrumbLabel(key: string, label: string | null | undefined): void {
  const setLabel = useContext(BreadcrumbLabelsContext)?.setLabel;
  useEffect(() => {
    if (!setLabel) return undefined;
    setLabel(key, label ?? null);
    return () => setLabel(key, null);
  }, [setLabel, key, label]);
}
