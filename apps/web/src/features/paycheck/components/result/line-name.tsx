import { useIntl } from 'react-intl';
import type { LineLabel } from '@web/features/paycheck/model/result-groups';

/** A result line's name in the user's language (the engine's label for a programme we don't know). */
export function LineName({ label }: { label: LineLabel | { text: string } }) {
  const intl = useIntl();
  if ('text' in label) return label.text;
  return label.id in intl.messages
    ? intl.formatMessage({ id: label.id }, label.values)
    : label.fallback;
}
