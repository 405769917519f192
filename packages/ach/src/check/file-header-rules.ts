import { parseCreatedAt } from '../dates';
import type { AchFile } from '../model';
import { isAllDigits, isValidRoutingNumber } from '../routing-number';
import { isAllZeros, isBlank } from '../text';
import { textRule } from './field-rules';
import type { FieldRule } from './problem';

type HeaderField = Exclude<keyof AchFile, 'batches' | 'lineEnding' | 'finalNewline'>;

export const FILE_HEADER_LABELS: Readonly<Record<HeaderField, string>> = {
  immediateDestination: 'Immediate Destination',
  immediateDestinationName: 'Immediate Destination Name',
  immediateOrigin: 'Immediate Origin',
  immediateOriginName: 'Immediate Origin Name',
  fileIdModifier: 'File ID Modifier',
  createdAt: 'File Creation Date',
  referenceCode: 'Reference Code',
};

const immediateDestination: FieldRule<string> = (value, report) => {
  // moov accepts a leading 0 in place of the blank of "bTTTTAAAAC".
  const routing = value.length === 10 && value.startsWith('0') ? value.slice(1) : value;
  if (value.length > 10) report('field-width', `is ${value.length} characters, the field holds 10`);
  if (isBlank(value)) report('required', 'is blank');
  else if (routing.length !== 9 || !isAllDigits(routing) || isAllZeros(routing)) {
    report('immediate-destination', `"${value}" is not a 9-digit routing number`);
  } else if (!isValidRoutingNumber(routing)) {
    report('check-digit', `routing number ${routing} has a wrong check digit`);
  }
};

const immediateOrigin: FieldRule<string> = (value, report) => {
  if (value.length > 10) report('field-width', `is ${value.length} characters, the field holds 10`);
  if (isBlank(value) || isAllZeros(value)) report('immediate-origin', 'is blank or all zeros');
  else if (value.length === 9 && isAllDigits(value)) {
    if (!isValidRoutingNumber(value)) {
      report('origin-format', `routing number ${value} has a wrong check digit`);
    }
  } else if (value.length !== 10 || !isAllDigits(value)) {
    report('origin-format', `"${value}" is neither a 9-digit routing number nor 10 digits`);
  }
};

const fileIdModifier: FieldRule<string> = (value, report) => {
  if (!/^[A-Z0-9]$/.test(value)) report('file-id-modifier', `"${value}" is not one of A-Z, 0-9`);
};

const createdAt: FieldRule<string> = (value, report) => {
  if (value === '') {
    report('required', 'is blank');
    return;
  }
  const parsed = parseCreatedAt(value);
  if ('part' in parsed) {
    if (parsed.part === 'date') report('creation-date', parsed.message, 'File Creation Date');
    else report('creation-time', parsed.message, 'File Creation Time');
  }
};

export const FILE_HEADER_RULES: {
  readonly [K in HeaderField]-?: FieldRule<string>;
} = {
  immediateDestination,
  immediateDestinationName: textRule(23),
  immediateOrigin,
  immediateOriginName: textRule(23),
  fileIdModifier,
  createdAt,
  referenceCode: textRule(8),
};
