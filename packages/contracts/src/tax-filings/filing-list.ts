import * as z from '../z';
import { paycheckDateSchema } from '../paycheck/fields';
import { usStateCodes } from '../companies/us-data';
import { form940QuerySchema } from './filing-periods';

/** The returns a company files; the list answers 941, 940 and the state quarterly returns. */
export const filingForms = [
  '941',
  '940',
  'w2',
  'w3',
  'state_withholding',
  'state_unemployment',
] as const;
export type FilingForm = (typeof filingForms)[number];

/**
 * `open` while its period runs, `ready` once it has ended and the return can be filed; `filed`
 * once the owner has marked it filed.
 */
export const filingStatuses = ['open', 'ready', 'filed'] as const;
export type FilingStatus = (typeof filingStatuses)[number];

/** `GET /companies/{id}/filings?year=2026`. */
export const filingListQuerySchema = form940QuerySchema;
export type FilingListQuery = z.infer<typeof filingListQuerySchema>;

export const filingSchema = z.object({
  form: z.enum(filingForms),
  /** `2026Q4` for a quarterly return, `2026` for a yearly one. */
  period: z.string(),
  dueDate: z.string(),
  status: z.enum(filingStatuses),
  /** The state of a state return (`IL`); null for a federal one. */
  state: z.nullable(z.string()),
  /** The day the owner filed it, once marked. */
  filedOn: z.nullable(z.string()),
});
export type Filing = z.infer<typeof filingSchema>;

/** The returns that can be marked as filed. */
export const markableFilingForms = [
  '941',
  '940',
  'state_withholding',
  'state_unemployment',
] as const;
export type MarkableFilingForm = (typeof markableFilingForms)[number];

/** `:form` of `POST /companies/{id}/filings/{form}/filed`. */
export const markableFilingFormSchema = z.enum(markableFilingForms, {
  error: `must be one of ${markableFilingForms.join(', ')}`,
});

/**
 * `POST /companies/{id}/filings/{form}/filed`: the return's period (`2026Q4`, or `2026` for Form
 * 940), the day it was filed, and for a state return its state.
 */
export const filingMarkSchema = z
  .object({
    period: z
      .string({ error: 'must be a quarter such as 2026Q4, or a year for Form 940' })
      .check(
        z.regex(/^\d{4}(Q[1-4])?$/, 'must be a quarter such as 2026Q4, or a year for Form 940'),
      ),
    filedOn: paycheckDateSchema,
    state: z.optional(
      z.string({ error: 'must be a state code such as IL' }).check(
        z.refine((text) => (usStateCodes as readonly string[]).includes(text), {
          message: 'must be the two-letter code of a state or DC, in capitals, such as IL',
        }),
      ),
    ),
  })
  .register(z.globalRegistry, { id: 'FilingMark' });
export type FilingMark = z.infer<typeof filingMarkSchema>;

export const filingListSchema = z
  .object({ items: z.array(filingSchema) })
  .register(z.globalRegistry, { id: 'FilingList' });
export type FilingList = z.infer<typeof filingListSchema>;
