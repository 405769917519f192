import type { Employee } from '@paydesk/contracts';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Alert,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { SectionCard } from '@web/shared/ui/section-card';
import { EmployeeStatusChip } from '../../components/employee-status-chip';
import { openEmployeeSteps, selfServiceState } from '../model/checklist';

/** What is left to the employee, each step linking to the form that completes it. */
export function OnboardingChecklistCard({ employee }: { employee: Employee }) {
  const state = selfServiceState(employee);
  const items = openEmployeeSteps(employee.onboarding.steps);
  return (
    <SectionCard
      titleId="employees.selfService.checklist.title"
      testId="self-service-checklist"
      action={<EmployeeStatusChip status={employee.status} />}
    >
      {state === 'todo' ? (
        <Stack spacing={1}>
          <Typography variant="body2" color="text.secondary" dir="auto">
            <FormattedMessage id="employees.selfService.checklist.intro" />
          </Typography>
          <List disablePadding>
            {items.map((item) => (
              <ListItemButton
                key={item.id}
                component={RouterLink}
                to={item.to}
                divider
                data-testid={`checklist-${item.id}`}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <RadioButtonUncheckedIcon color="warning" fontSize="small" />
                </ListItemIcon>
                <ListItemText
                  primary={<FormattedMessage id={`employees.onboarding.step.${item.id}`} />}
                  secondary={<FormattedMessage id={`employees.selfService.step.${item.id}`} />}
                />
                <ChevronRightIcon
                  color="action"
                  sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
                />
              </ListItemButton>
            ))}
          </List>
        </Stack>
      ) : (
        <Alert
          severity={state === 'all-set' ? 'success' : 'info'}
          data-testid={`self-service-${state}`}
        >
          <FormattedMessage id={`employees.selfService.state.${state}`} />
        </Alert>
      )}
    </SectionCard>
  );
}
