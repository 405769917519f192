import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import type { OnboardingState } from '@paydesk/contracts';
import {
  Chip,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import { checklistEntries, checklistProgress, type ChecklistState } from '../model/checklist';

const stateIcons: Record<ChecklistState, typeof CheckCircleIcon> = {
  done: CheckCircleIcon,
  next: TrendingFlatIcon,
  later: RadioButtonUncheckedIcon,
};

type Props = { checklist: OnboardingState['checklist']; companyId: string };

/** What onboarding has done and what comes next, each step linking to where it is done. */
export function OnboardingChecklist({ checklist, companyId }: Props) {
  const intl = useIntl();
  const progress = checklistProgress(checklist);
  return (
    <Stack spacing={2} data-testid="onboarding-checklist">
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage id="companies.checklist.progress" values={progress} />
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(progress.done / Math.max(progress.total, 1)) * 100}
          aria-label={intl.formatMessage({ id: 'companies.checklist.progress' }, progress)}
        />
      </Stack>
      <List disablePadding>
        {checklistEntries(checklist, companyId).map((entry) => {
          const Icon = stateIcons[entry.state];
          return (
            <ListItemButton
              key={entry.key}
              component={RouterLink}
              to={entry.to}
              data-testid={`checklist-${entry.key}`}
              data-state={entry.state}
              sx={{ borderRadius: 1 }}
            >
              <ListItemIcon>
                {/* Icons flip in right-to-left so the arrow points the reading way. */}
                <Icon
                  color={entry.state === 'done' ? 'success' : 'action'}
                  sx={(theme) => ({
                    transform: theme.direction === 'rtl' ? 'scaleX(-1)' : 'none',
                  })}
                />
              </ListItemIcon>
              <ListItemText
                primary={<FormattedMessage id={entry.labelId} />}
                secondary={<FormattedMessage id={entry.hintId} />}
              />
              <Chip
                size="small"
                variant={entry.state === 'next' ? 'filled' : 'outlined'}
                color={
                  entry.state === 'done'
                    ? 'success'
                    : entry.state === 'next'
                      ? 'primary'
                      : 'default'
                }
                label={intl.formatMessage({ id: `companies.checklist.state.${entry.state}` })}
              />
            </ListItemButton>
          );
        })}
      </List>
    </Stack>
  );
}
