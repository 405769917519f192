import { Ltr } from '@web/shared/ui/ltr';

// The same mask in every language: it stands for the digits the server never sends.
const MASK = '••••';

/** An account number as the server answers it: its last four characters behind dots. */
export function MaskedNumber({ last4 }: { last4: string }) {
  return (
    <Ltr testId="masked-number">
      {MASK}
      {last4}
    </Ltr>
  );
}
