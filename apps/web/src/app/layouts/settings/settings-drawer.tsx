import CloseIcon from '@mui/icons-material/Close';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, Drawer, IconButton, Stack, Typography } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageOptions } from '@web/shared/i18n/language-options';
import { useNotify } from '@web/shared/notify/notify';
import { useSettings } from '@web/shared/settings/settings-context';
import { BorderRadiusSetting } from './border-radius-setting';
import { ChoiceSetting } from './choice-setting';
import { PresetColourSetting } from './preset-colour-setting';
import { SwitchSetting } from './switch-setting';

/** Every interface setting of the specification §3.2, each applied and stored at once. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const { settings, setSetting, resetSettings } = useSettings();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      data-testid="settings-drawer"
      // Above the top bar, which itself sits above the permanent side menu.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{ paper: { sx: { width: { xs: '100%', sm: 360 } } } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', px: 2.5, py: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="h3" component="h2" sx={{ flexGrow: 1 }}>
          <FormattedMessage id="settings.title" />
        </Typography>
        <Button
          size="small"
          startIcon={<RestartAltIcon />}
          data-testid="settings-reset"
          onClick={() => {
            resetSettings();
            notify.info('settings.reset.done');
          }}
        >
          <FormattedMessage id="settings.reset" />
        </Button>
        <IconButton aria-label={intl.formatMessage({ id: 'common.close' })} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2.5, overflowY: 'auto' }}>
        <ChoiceSetting
          titleId="settings.mode"
          value={settings.mode}
          options={[
            { value: 'light', labelId: 'settings.mode.light' },
            { value: 'dark', labelId: 'settings.mode.dark' },
          ]}
          onChange={(value) => setSetting('mode', value)}
          testId="setting-mode"
        />
        <PresetColourSetting />
        <ChoiceSetting
          titleId="settings.language"
          value={settings.i18n}
          options={languageOptions.map((option) => ({
            value: option.locale,
            label: option.nativeName,
          }))}
          onChange={(value) => setSetting('i18n', value)}
        />
        <ChoiceSetting
          titleId="settings.direction"
          value={settings.themeDirection}
          options={[
            { value: 'ltr', labelId: 'settings.direction.ltr' },
            { value: 'rtl', labelId: 'settings.direction.rtl' },
          ]}
          onChange={(value) => setSetting('themeDirection', value)}
          testId="setting-direction"
        />
        <ChoiceSetting
          titleId="settings.menuOrientation"
          value={settings.menuOrientation}
          options={[
            { value: 'vertical', labelId: 'settings.menuOrientation.vertical' },
            { value: 'horizontal', labelId: 'settings.menuOrientation.horizontal' },
          ]}
          onChange={(value) => setSetting('menuOrientation', value)}
          testId="setting-orientation"
        />
        <SwitchSetting
          titleId="settings.miniDrawer"
          labelId="settings.miniDrawer.label"
          checked={settings.miniDrawer}
          onChange={(value) => setSetting('miniDrawer', value)}
          testId="setting-mini-drawer"
        />
        <SwitchSetting
          titleId="settings.container"
          labelId="settings.container.label"
          checked={settings.container}
          onChange={(value) => setSetting('container', value)}
          testId="setting-container"
        />
        <ChoiceSetting
          titleId="settings.fontFamily"
          value={settings.fontFamily}
          options={[
            { value: 'inter', label: 'Inter' },
            { value: 'roboto', label: 'Roboto' },
            { value: 'system', labelId: 'settings.font.system' },
          ]}
          onChange={(value) => setSetting('fontFamily', value)}
        />
        <BorderRadiusSetting />
        <ChoiceSetting
          titleId="settings.inputStyle"
          value={settings.outlinedFilled ? 'outlined' : 'filled'}
          options={[
            { value: 'outlined', labelId: 'settings.inputStyle.outlined' },
            { value: 'filled', labelId: 'settings.inputStyle.filled' },
          ]}
          onChange={(value) => setSetting('outlinedFilled', value === 'outlined')}
        />
      </Box>
    </Drawer>
  );
}
