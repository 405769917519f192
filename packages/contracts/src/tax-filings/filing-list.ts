import * as z from '../z';
import { form940QuerySchema } from './filing-periods';

/** The returns a company files; the list answers the federal ones, 941 and 940, so far. */
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
 * is for a return whose filing was recorded, which is not kept yet.
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
});
export type Filing = z.infer<typeof filingSchema>;

export const filingListSchema = z
  .object({ items: z.array(filingSchema) })
  .register(z.globalRegistry, { id: 'FilingList' });
export type FilingList = z.infer<typeof filingListSchema>;
