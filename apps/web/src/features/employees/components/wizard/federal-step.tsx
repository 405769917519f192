import { W4Fields } from '@web/shared/forms/tax/w4-fields';
import { WillProvideSection } from './will-provide-switch';

/** Form W-4, or left to the employee. The W-4 fields' labels are the shared tax texts. */
export function FederalStep() {
  return (
    <WillProvideSection
      flag="employeeWillInformFederalTax"
      labelId="employees.wizard.willProvide.federal"
    >
      <W4Fields namePrefix="federalTax" />
    </WillProvideSection>
  );
}
