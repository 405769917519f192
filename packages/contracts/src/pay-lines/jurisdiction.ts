import * as z from '../z';
import { usStateCodes } from '../companies/us-data';
import { LOCAL_TAX_ID_PATTERN } from './tax-codes';

export const jurisdictionLevels = ['federal', 'state', 'local'] as const;

/**
 * Whose tax a line is: the federal government, a state, or a locality of a state. Screens,
 * documents and filings read the state from here, never from a label.
 */
export const payLineJurisdictionSchema = z.object({
  level: z.enum(jurisdictionLevels),
  state: z.optional(z.enum(usStateCodes)),
  localId: z.optional(
    z.string().check(z.regex(LOCAL_TAX_ID_PATTERN, 'must be a locality id such as "MD-16"')),
  ),
  /** The locality's proper name (`Montgomery County`, `Detroit`), for ids no catalogue names. */
  localName: z.optional(z.string().check(z.maxLength(80))),
});
export type PayLineJurisdiction = z.infer<typeof payLineJurisdictionSchema>;

/** A salary paid for part of a period: worked days of the period's working days. */
export const payLineProrationSchema = z.object({
  workedDays: z.number().check(z.int()),
  workingDays: z.number().check(z.int()),
});
export type PayLineProration = z.infer<typeof payLineProrationSchema>;
