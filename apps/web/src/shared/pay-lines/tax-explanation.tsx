import type { TaxExplanation as Explanation } from '@paydesk/contracts';
import { Box, Link, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '../i18n/use-formatters';
import { Ltr } from '../ui/ltr';
import { useTaxExplanationNamer } from './pay-line-names';
import { explanationView } from './tax-explanation-view';

/** Whether an amount's explanation is open, and the ids that tie its button to it. */
export type ExplanationToggle = {
  readonly open: boolean;
  readonly toggle: () => void;
  readonly buttonId: string;
  readonly panelId: string;
};

/**
 * One explanation's open state. A table holds it in its row, so the button sits under the amount
 * and the explanation opens on a row of its own below (`WhyAmountButton` and `TaxExplanationPanel`);
 * an amount standing alone uses `TaxExplanation`, which stacks the two.
 */
export function useExplanationToggle(): ExplanationToggle {
  const id = useId();
  const [open, setOpen] = useState(false);
  return {
    open,
    toggle: () => setOpen((wasOpen) => !wasOpen),
    buttonId: `${id}why`,
    panelId: `${id}how`,
  };
}

// Paper shows the figures, not the controls that open them.
const screenOnly = { '@media print': { display: 'none' } } as const;

/** "Why $88.08?": a link-looking button that opens the explanation, its state told to readers. */
export function WhyAmountButton({
  amountCents,
  toggle,
  testId,
}: {
  amountCents: number;
  toggle: ExplanationToggle;
  testId?: string;
}) {
  const format = useFormatters();
  return (
    <Link
      component="button"
      type="button"
      variant="caption"
      underline="hover"
      id={toggle.buttonId}
      // A sentence in a right-to-left page keeps its reading order ("Why $88.08?", the question
      // mark last), as the theme has paragraphs do.
      dir="auto"
      aria-expanded={toggle.open}
      aria-controls={toggle.panelId}
      onClick={toggle.toggle}
      data-testid={testId}
      sx={{
        display: 'inline-block',
        whiteSpace: 'nowrap',
        verticalAlign: 'baseline',
        ...screenOnly,
      }}
    >
      <FormattedMessage
        id="payLines.explanation.why"
        values={{ amount: <Ltr>{format.money(amountCents)}</Ltr> }}
      />
    </Link>
  );
}

/**
 * How an amount was found: the method, each input with its figure, the table row, the rounding
 * and the publication. Shown only while its button is open; laid out with logical properties, so
 * it reads from the right on a right-to-left page, and coloured from the theme for dark mode.
 */
export function TaxExplanationPanel({
  explanation,
  toggle,
  testId,
}: {
  explanation: Explanation;
  toggle: ExplanationToggle;
  testId?: string;
}) {
  const intl = useIntl();
  const view = explanationView(explanation, useTaxExplanationNamer(), useFormatters());
  if (!toggle.open) return null;
  return (
    <Box
      id={toggle.panelId}
      role="region"
      aria-labelledby={toggle.buttonId}
      data-testid={testId}
      sx={{
        mt: 0.5,
        py: 1,
        paddingInline: 1.5,
        maxInlineSize: '34rem',
        textAlign: 'start',
        whiteSpace: 'normal',
        bgcolor: 'action.hover',
        color: 'text.primary',
        borderInlineStart: '3px solid',
        borderInlineStartColor: 'primary.main',
        borderRadius: 1,
        ...screenOnly,
      }}
    >
      <Typography variant="subtitle2" component="p" dir="auto">
        {view.method}
      </Typography>
      {view.inputs.length > 0 && (
        <Box
          component="dl"
          aria-label={intl.formatMessage({ id: 'payLines.explanation.inputs' })}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) auto',
            columnGap: 2,
            rowGap: 0.25,
            my: 0.5,
            typography: 'body2',
            '& dt': { color: 'text.secondary' },
            '& dd': { m: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
          }}
        >
          {view.inputs.map((input) => (
            <Box key={input.key} sx={{ display: 'contents' }}>
              <dt>{input.name}</dt>
              <dd>
                <Ltr>{input.value}</Ltr>
              </dd>
            </Box>
          ))}
        </Box>
      )}
      {view.bracket !== null && (
        <Typography variant="body2" dir="auto">
          <FormattedMessage id="payLines.explanation.bracket" values={{ row: view.bracket }} />
        </Typography>
      )}
      <Typography variant="body2">{view.rounding}</Typography>
      <Typography variant="caption" component="p" color="text.secondary">
        <FormattedMessage
          id="payLines.explanation.source"
          values={{ publication: <bdi>{view.publication}</bdi> }}
        />
      </Typography>
    </Box>
  );
}

/** An amount's button with its explanation right under it; nothing for a line without one. */
export function TaxExplanation({
  amountCents,
  explanation,
  testId,
}: {
  amountCents: number;
  explanation: Explanation | undefined;
  testId?: string;
}) {
  const toggle = useExplanationToggle();
  if (explanation === undefined) return null;
  return (
    <Box>
      <WhyAmountButton amountCents={amountCents} toggle={toggle} testId={testId} />
      <TaxExplanationPanel
        explanation={explanation}
        toggle={toggle}
        testId={testId === undefined ? undefined : `${testId}-panel`}
      />
    </Box>
  );
}
