import { isAllDigits, routingCheckDigit } from '../routing-number';
import { firstInvalidCharIndex, isAllZeros, isBlank } from '../text';
import type { FieldRule, Report } from './problem';

export type Required = 'optional' | 'not-blank' | 'not-blank-or-zeros';

/** Characters outside 0x20-0x7E: control characters are errors, non-ASCII only strict ones. */
function checkCharacters(value: string, report: Report): void {
  const i = firstInvalidCharIndex(value);
  if (i < 0) return;
  const code = value.charCodeAt(i);
  report(
    code > 0x7f ? 'non-ascii' : 'text-characters',
    `character U+${code.toString(16).toUpperCase().padStart(4, '0')} at position ${i + 1} is not allowed`,
  );
}

export function textRule(width: number, required: Required = 'optional'): FieldRule<string> {
  return (value, report) => {
    if (typeof value !== 'string') {
      report('input-type', 'must be a string');
      return;
    }
    if (required !== 'optional' && isBlank(value)) report('required', 'is blank');
    else if (required === 'not-blank-or-zeros' && isAllZeros(value)) {
      report('required', 'is all zeros');
    }
    if (value.length > width) {
      report('field-width', `is ${value.length} characters, the field holds ${width}`);
    }
    checkCharacters(value, report);
  };
}

/** A 9-digit routing number with a correct check digit. */
export const routingRule: FieldRule<string> = (value, report) => {
  if (typeof value !== 'string' || value.length !== 9 || !isAllDigits(value)) {
    report('numeric', `"${String(value)}" is not a 9-digit routing number`);
    return;
  }
  const expected = routingCheckDigit(value);
  if (expected !== value.charCodeAt(8) - 48) {
    report(
      'check-digit',
      `routing number ${value} has check digit ${value[8]}, expected ${expected}`,
      'Check Digit',
    );
  }
};

export const accountRule: FieldRule<string> = textRule(17, 'not-blank');
