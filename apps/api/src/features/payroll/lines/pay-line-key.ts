import { localTaxCodes, stateTaxCodes, type PayLineJurisdiction } from '@paydesk/contracts';

/** Codes that several states or localities share: the line's jurisdiction says whose it is. */
const sharedCodes = new Set<string>([...stateTaxCodes, ...localTaxCodes]);

/**
 * What tells the lines of one section apart, to add them up over a year or a register: the code,
 * and for a code that several jurisdictions share (a state's income tax, SUTA, a local tax) the
 * state and the locality, so two states' income taxes stay two lines. A line stored before
 * jurisdictions were kept is its code's own.
 */
export const payLineKey = (line: {
  readonly code: string;
  readonly jurisdiction?: PayLineJurisdiction | null | undefined;
}): string => {
  const { jurisdiction } = line;
  if (!sharedCodes.has(line.code) || !jurisdiction) return line.code;
  return [line.code, jurisdiction.state ?? '', jurisdiction.localId ?? ''].join(':');
};
