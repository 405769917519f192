import * as z from '../z';
import { usStateCodes } from '../companies/us-data';
import { MAX_RECORD_VERSION } from '../record-keys';

/**
 * The employer's state ID numbers: the withholding account number each state gave the company,
 * printed in W-2 box 15 beside the state and in W-3 box 15. One per company and state.
 */
export const STATE_TAX_ID_PATTERN = /^[A-Z0-9-]{1,20}$/;
export const STATE_TAX_ID_MESSAGE =
  'Use 1 to 20 letters, digits and hyphens, as the state’s notice writes it';
export const STATE_TAX_ID_STATE_MESSAGE =
  'must be the two-letter code of a state or DC, in capitals, such as IL';
export const STATE_TAX_ID_VERSION_MESSAGE =
  'Send the version you read (0 for a state with no number on file)';
export const STATE_TAX_ID_DUPLICATE_MESSAGE = 'Name each state once';

const stateCodeSchema = z.string({ error: STATE_TAX_ID_STATE_MESSAGE }).check(
  z.refine((text) => (usStateCodes as readonly string[]).includes(text), {
    message: STATE_TAX_ID_STATE_MESSAGE,
  }),
);

/** The number as the state wrote it, upper-cased; spaces around it are dropped. */
export const stateTaxIdNumberSchema = z
  .string({ error: STATE_TAX_ID_MESSAGE })
  .check(z.trim(), z.toUpperCase(), z.regex(STATE_TAX_ID_PATTERN, STATE_TAX_ID_MESSAGE));

/** One state's number on file. */
export const stateTaxIdSchema = z.object({
  state: z.string(),
  number: z.string(),
  version: z.number().check(z.int()),
  updatedAt: z.string(),
});
export type StateTaxId = z.infer<typeof stateTaxIdSchema>;

/** `GET /companies/{id}/state-tax-ids`: every state's number on file, by state code. */
export const stateTaxIdsSchema = z
  .object({ items: z.array(stateTaxIdSchema) })
  .register(z.globalRegistry, { id: 'StateTaxIds' });
export type StateTaxIds = z.infer<typeof stateTaxIdsSchema>;

/**
 * `PUT /companies/{id}/state-tax-ids`: the states named are set (a `number` of null removes the
 * state's number); the others are left as they are. `version` is the one read, 0 for a state
 * with no number on file yet; a stale one is a 409 and nothing is changed.
 */
export const putStateTaxIdsSchema = z.object({
  items: z
    .array(
      z.object({
        state: stateCodeSchema,
        number: z.nullable(stateTaxIdNumberSchema),
        version: z
          .number({ error: STATE_TAX_ID_VERSION_MESSAGE })
          .check(
            z.int(STATE_TAX_ID_VERSION_MESSAGE),
            z.gte(0, STATE_TAX_ID_VERSION_MESSAGE),
            z.lte(MAX_RECORD_VERSION, STATE_TAX_ID_VERSION_MESSAGE),
          ),
      }),
    )
    .check(
      z.minLength(1, 'Name at least one state'),
      z.maxLength(usStateCodes.length, 'Name each state at most once'),
      z.refine((items) => new Set(items.map((item) => item.state)).size === items.length, {
        message: STATE_TAX_ID_DUPLICATE_MESSAGE,
      }),
    ),
});
export type PutStateTaxIds = z.infer<typeof putStateTaxIdsSchema>;

/**
 * The states whose W-2 box 15 has no employer's state ID number yet: every state of the year's
 * boxes 15–20 rows that none is on file for, in alphabetical order.
 */
export function statesMissingTaxIds(
  items: readonly {
    boxes: { '15-20': readonly { state: string; stateIdNumber: string | null }[] };
  }[],
): string[] {
  const missing = new Set<string>();
  for (const item of items)
    for (const row of item.boxes['15-20']) if (!row.stateIdNumber) missing.add(row.state);
  return [...missing].sort();
}
