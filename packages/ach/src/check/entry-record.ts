import { routingCheckDigit } from '../routing-number';
import { digitsAt } from '../text';
import {
  isPrenoteCode,
  isReturnCode,
  isStandardTransactionCode,
  isZeroDollarCode,
} from '../transaction-codes';

const PRINTABLE_RECORD = /[\x20-\x7e]{94}/y;

// A CR could sit inside a record, so a CRLF file does not qualify: its records are scanned one
// by one.
const NOT_PRINTABLE = /[^\x20-\x7e\n]/;

/** Whether a whole file holds only printable ASCII and LF line breaks (one native scan). */
export function isPrintableText(text: string): boolean {
  return !NOT_PRINTABLE.test(text);
}

/**
 * True when checkEntry would find nothing in the entry the 94-character record at text[base]
 * (without addenda) holds. It lets validation skip building the entry; anything it is unsure of
 * (a leading blank in a name, say) goes the long way, through checkEntry, which then describes
 * the problem. A property test holds the two together. `printable`: the caller already knows
 * that `text` is printable ASCII.
 */
export function isPlainEntryRecord(text: string, base: number, printable = false): boolean {
  if (!printable) {
    // One native scan (a sticky regular expression) instead of 94 charCodeAt calls.
    PRINTABLE_RECORD.lastIndex = base;
    if (!PRINTABLE_RECORD.test(text)) return false;
  }
  const code = digitsAt(text, base + 1, base + 3);
  if (!isStandardTransactionCode(code)) return false;
  const check = routingCheckDigit(text, base + 3);
  if (check < 0 || check !== text.charCodeAt(base + 11) - 48) return false;
  // Account number and individual name are required: a first character that is not blank is
  // enough to know they are not blank.
  if (text.charCodeAt(base + 12) === 32 || text.charCodeAt(base + 54) === 32) return false;
  if (Number.isNaN(digitsAt(text, base + 79, base + 94))) return false;
  const amount = digitsAt(text, base + 29, base + 39);
  if (Number.isNaN(amount)) return false;
  if (isPrenoteCode(code) || isZeroDollarCode(code)) return amount === 0;
  return amount !== 0 || isReturnCode(code);
}
