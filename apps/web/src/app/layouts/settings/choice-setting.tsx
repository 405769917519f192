import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import { FormattedMessage, useIntl } from 'react-intl';
import { SettingSection } from './setting-section';

type Props<V extends string> = {
  titleId: string;
  value: V;
  /** Each choice's label: a catalogue id, or a text that is the same in every language. */
  options: readonly { value: V; labelId?: string; label?: string }[];
  onChange: (value: V) => void;
  testId?: string;
};

/** One setting with a few exclusive choices, as a row of toggle buttons. */
export function ChoiceSetting<V extends string>(props: Props<V>) {
  const intl = useIntl();
  return (
    <SettingSection titleId={props.titleId}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        color="primary"
        value={props.value}
        aria-label={intl.formatMessage({ id: props.titleId })}
        data-testid={props.testId}
        onChange={(_event, next: V | null) => {
          // A click on the chosen button would clear it; a setting always has a value.
          if (next !== null) props.onChange(next);
        }}
      >
        {props.options.map((option) => (
          <ToggleButton key={option.value} value={option.value}>
            {option.labelId ? <FormattedMessage id={option.labelId} /> : option.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </SettingSection>
  );
}
