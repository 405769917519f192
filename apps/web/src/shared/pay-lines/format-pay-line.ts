import type { IntlShape } from 'react-intl';
import { payLineMessage, type PayLine, type PayLineSide } from './pay-line-message';

export type { PayLine, PayLineSide } from './pay-line-message';

/** The catalogue names a state `Illinois (IL)`; a line's text needs the name alone. */
export const stateName = (intl: IntlShape, stateCode: string): string =>
  intl
    .formatMessage({ id: `forms.usState.${stateCode}` })
    .replace(` (${stateCode})`, '')
    .trim();

/** A pay line's text in the reader's language (see `payLineMessage`). */
export function formatPayLine(intl: IntlShape, side: PayLineSide, line: PayLine): string {
  const message = payLineMessage(side, line);
  if ('text' in message) return message.text;
  const state = message.stateCode ? { state: stateName(intl, message.stateCode) } : {};
  return intl.formatMessage({ id: message.id }, { ...message.values, ...state });
}

/** Names pay lines; the pay stub's model takes one so it stays free of react-intl. */
export type PayLineNamer = (side: PayLineSide, line: PayLine) => string;

export const payLineNamer =
  (intl: IntlShape): PayLineNamer =>
  (side, line) =>
    formatPayLine(intl, side, line);
