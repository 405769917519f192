import { FormControlLabel, Switch } from '@mui/material';
import { FormattedMessage } from 'react-intl';
import { SettingSection } from './setting-section';

type Props = {
  titleId: string;
  labelId: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId?: string;
};

export function SwitchSetting({ titleId, labelId, checked, onChange, testId }: Props) {
  return (
    <SettingSection titleId={titleId}>
      <FormControlLabel
        control={
          <Switch
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'data-testid': testId } as object }}
          />
        }
        label={<FormattedMessage id={labelId} />}
      />
    </SettingSection>
  );
}
