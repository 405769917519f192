import { readAchDetails } from '../read/read';
import type { ReadMode } from '../read/read';
import { newReturnCollector } from '../read/return-entries';
import type { ReturnFileResult } from './return-types';

export type ReturnFileReadOptions = {
  /** strict (default) or lenient, as for readAch. */
  readonly mode?: ReadMode;
};

/**
 * Reads a bank's return file: PPD (or other SEC) batches of return entries with addenda 99 and
 * COR batches of notifications of change with addenda 98. Never throws: every structural problem
 * is a finding, and the entries that could be read are given all the same.
 */
export function readReturnFile(
  text: string,
  options: ReturnFileReadOptions = {},
): ReturnFileResult {
  const collector = newReturnCollector();
  const { findings } = readAchDetails(
    typeof text === 'string' ? text : '',
    { mode: options.mode ?? 'strict' },
    true,
    collector,
  );
  return {
    returns: collector.returns,
    notificationsOfChange: collector.notificationsOfChange,
    findings: [...findings],
  };
}
