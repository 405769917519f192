import type { Employee } from '@paydesk/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { SectionCard } from '@web/shared/ui/section-card';

/** The onboarding steps: who completes each, and which are done. */
export function OnboardingCard({ employee }: { employee: Employee }) {
  return (
    <SectionCard titleId="employees.profile.onboarding.title" testId="onboarding-card">
      <List dense disablePadding>
        {employee.onboarding.steps.map((step) => (
          <ListItem
            key={step.id}
            disableGutters
            data-testid={`onboarding-${step.id}`}
            data-done={step.done}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              {step.done ? (
                <CheckCircleIcon color="success" fontSize="small" />
              ) : (
                <RadioButtonUncheckedIcon color="disabled" fontSize="small" />
              )}
            </ListItemIcon>
            <ListItemText
              primary={<FormattedMessage id={`employees.onboarding.step.${step.id}`} />}
              secondary={
                <FormattedMessage
                  id={`employees.onboarding.${step.done ? 'done' : 'todo'}.${step.owner}`}
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </SectionCard>
  );
}
