import { Slider } from '@mui/material';
import { useIntl } from 'react-intl';
import { useSettings } from '@web/shared/settings/settings-context';
import { BORDER_RADIUS_MAX, BORDER_RADIUS_MIN } from '@web/shared/settings/settings-types';
import { SettingSection } from './setting-section';

export function BorderRadiusSetting() {
  const intl = useIntl();
  const { settings, setSetting } = useSettings();
  return (
    <SettingSection titleId="settings.borderRadius">
      <Slider
        value={settings.borderRadius}
        min={BORDER_RADIUS_MIN}
        max={BORDER_RADIUS_MAX}
        step={2}
        marks
        valueLabelDisplay="auto"
        aria-label={intl.formatMessage({ id: 'settings.borderRadius' })}
        onChange={(_event, value) => setSetting('borderRadius', value as number)}
        sx={{ mx: 1, width: 'calc(100% - 16px)' }}
      />
    </SettingSection>
  );
}
