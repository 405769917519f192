import {
  draftEarningFields,
  earningInputs,
  timeOffEarningCodes,
  type DraftEarningField,
  type EarningInput,
} from '@paydesk/contracts';

/**
 * What the editor's earning columns are made from: the pay-line vocabulary's earnings, the draft
 * line's named fields and the time-off earnings (entered by the time-off feature, not typed).
 * Tests hand in a copy with more codes.
 */
export type EarningVocabulary = {
  readonly earningInputs: Readonly<Record<string, EarningInput>>;
  readonly draftEarningFields: Readonly<Record<DraftEarningField, string>>;
  readonly timeOffEarningCodes: readonly string[];
};

export const payLineVocabulary: EarningVocabulary = {
  earningInputs,
  draftEarningFields,
  timeOffEarningCodes,
};

/**
 * One earning column of the draft editor. `field` is the draft line's own field for the earnings
 * API.md names (`regularHours`, `bonusCents`…), null for any other earning, which is sent by its
 * code in the line's `earnings`. `key` names the column's inputs (`<key>-<employee id>`).
 */
export type EarningColumn = {
  key: string;
  code: string;
  input: 'hours' | 'amount';
  field: DraftEarningField | null;
};

const typedInput = (input: EarningInput | undefined): input is 'hours' | 'amount' =>
  input === 'hours' || input === 'amount';

/**
 * The earning columns: the named draft fields, then every other earning given in hours or as an
 * amount, except time off; hours before amounts. A code added to the vocabulary is a column
 * with no other edit: hours for hourly employees, an amount for everyone.
 */
export function earningColumns(vocabulary: EarningVocabulary = payLineVocabulary): EarningColumn[] {
  const named = (Object.keys(vocabulary.draftEarningFields) as DraftEarningField[]).flatMap(
    (field): EarningColumn[] => {
      const code = vocabulary.draftEarningFields[field];
      const input = vocabulary.earningInputs[code];
      return typedInput(input) ? [{ key: field, code, input, field }] : [];
    },
  );
  const namedCodes = new Set(named.map((column) => column.code));
  const timeOff = new Set(vocabulary.timeOffEarningCodes);
  const others = Object.entries(vocabulary.earningInputs).flatMap(
    ([code, input]): EarningColumn[] =>
      typedInput(input) && !namedCodes.has(code) && !timeOff.has(code)
        ? [{ key: code, code, input, field: null }]
        : [],
  );
  const columns = [...named, ...others];
  return [
    ...columns.filter((column) => column.input === 'hours'),
    ...columns.filter((column) => column.input === 'amount'),
  ];
}
