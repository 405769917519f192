import { useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';

// The profile's section forms speak to the employer ("someone else changed this employee",
// "the employee was asked to provide this"). Reused in self-service, the same ids say it to the
// employee: each of these ids is answered with its self-service text instead.
const employeeWording: Readonly<Record<string, string>> = {
  'employees.stale.message': 'employees.selfService.wording.stale',
  'employees.profile.saved': 'employees.selfService.wording.saved',
  'employees.taxes.askedEmployee': 'employees.selfService.wording.asked',
  'employees.taxes.federalMissing': 'employees.selfService.wording.federalMissing',
  'employees.taxes.noWorkState': 'employees.selfService.wording.noWorkState',
};

/** Gives the reused section forms the employee's wording; every other text is unchanged. */
export function SelfServiceWording({ children }: { children: ReactNode }) {
  const intl = useIntl();
  // A message is a text in development and tests, and already parsed in the build
  // (build/precompile-messages.ts): either form is passed on as it is.
  const messages = useMemo(() => {
    const merged = { ...intl.messages };
    for (const [id, own] of Object.entries(employeeWording)) {
      const message = intl.messages[own];
      if (message !== undefined) Object.assign(merged, { [id]: message });
    }
    return merged;
  }, [intl.messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={messages}>
      {children}
    </IntlProvider>
  );
}
