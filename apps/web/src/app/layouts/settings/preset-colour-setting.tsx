import CheckIcon from '@mui/icons-material/Check';
import { Box, ButtonBase, Tooltip } from '@mui/material';
import { useIntl } from 'react-intl';
import { useSettings } from '@web/shared/settings/settings-context';
import { presetColors } from '@web/shared/settings/settings-types';
import { presets } from '@web/shared/theme/presets';
import { SettingSection } from './setting-section';

/** The seven preset palettes as swatches showing each one's primary and secondary colour. */
export function PresetColourSetting() {
  const intl = useIntl();
  const { settings, setSetting } = useSettings();
  return (
    <SettingSection titleId="settings.presetColor">
      <Box
        role="radiogroup"
        aria-label={intl.formatMessage({ id: 'settings.presetColor' })}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, 1fr)', gap: 1 }}
      >
        {presetColors.map((preset) => {
          const palette = presets[preset][settings.mode];
          const chosen = settings.presetColor === preset;
          const label = intl.formatMessage({ id: `settings.preset.${preset}` });
          return (
            <Tooltip key={preset} title={label}>
              <ButtonBase
                role="radio"
                aria-checked={chosen}
                aria-label={label}
                data-testid={`preset-${preset}`}
                onClick={() => setSetting('presetColor', preset)}
                sx={{
                  aspectRatio: '1',
                  borderRadius: '50%',
                  background: `linear-gradient(135deg, ${palette.primary.main} 50%, ${palette.secondary.main} 50%)`,
                  outline: chosen ? `2px solid ${palette.primary.main}` : 'none',
                  outlineOffset: 2,
                  color: palette.primary.contrastText,
                }}
              >
                {chosen && <CheckIcon fontSize="small" />}
              </ButtonBase>
            </Tooltip>
          );
        })}
      </Box>
    </SettingSection>
  );
}
