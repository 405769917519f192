import { Alert, Box, Button, Stack } from '@mui/material';
import type { FormEventHandler, ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { SubmitButton } from '@web/shared/forms/submit-button';
import { SectionCard } from '@web/shared/ui/section-card';

type Props = {
  titleId: string;
  /** The section's anchor: a readiness link scrolls to `employee-section-{id}`. */
  sectionId: string;
  onSubmit: FormEventHandler;
  busy: boolean;
  /** The save was refused because someone else changed the employee in between. */
  stale: boolean;
  onReload: () => void;
  onDiscard: () => void;
  canDiscard: boolean;
  /** Read-only sections (a terminated employee) show no buttons. */
  readOnly?: boolean;
  children: ReactNode;
};

/** One editable section of the profile: its card, its fields, the stale warning, its buttons. */
export function SectionForm(props: Props) {
  return (
    <Box
      component="form"
      noValidate
      id={`employee-section-${props.sectionId}`}
      onSubmit={props.onSubmit}
      sx={{ scrollMarginTop: 96 }}
    >
      <SectionCard titleId={props.titleId} testId={`section-${props.sectionId}`}>
        <Stack spacing={2}>
          {props.stale && (
            <Alert
              severity="warning"
              role="alert"
              data-testid="stale-warning"
              action={
                <Button color="inherit" size="small" onClick={props.onReload}>
                  <FormattedMessage id="employees.stale.reload" />
                </Button>
              }
            >
              <FormattedMessage id="employees.stale.message" />
            </Alert>
          )}
          {/* A terminated employee's record is shown, not changed: the browser disables it all. */}
          <Box
            component="fieldset"
            disabled={props.readOnly}
            sx={{ border: 0, p: 0, m: 0, minInlineSize: 0, display: 'grid', gap: 2 }}
          >
            {props.children}
          </Box>
          {!props.readOnly && (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={props.onDiscard} disabled={!props.canDiscard || props.busy}>
                <FormattedMessage id="employees.profile.discard" />
              </Button>
              <SubmitButton labelId="employees.profile.save" busy={props.busy} />
            </Stack>
          )}
        </Stack>
      </SectionCard>
    </Box>
  );
}
