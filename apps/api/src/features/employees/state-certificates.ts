import {
  findStateModule,
  isEngineInputError,
  stateModules,
  type StateModule,
} from '@paydesk/engine';
import { AppError } from '@paydesk/api/platform/errors/app-error';

/** A state withholding certificate as sent: the state's code and that state's own fields. */
export type StateCertificate = { code: string } & Record<string, unknown>;

const modules: ReadonlyMap<string, StateModule> = new Map(
  stateModules().map((module) => [module.code, module]),
);

/** Whether the engine computes payroll for this work state. */
export const isSupportedWorkState = (code: string): boolean => modules.has(code);

/** Whether the work state has a withholding certificate the employee must file. */
export const needsStateCertificate = (code: string): boolean =>
  modules.get(code)?.certificateName != null;

/**
 * Checks a state certificate with the work state's own engine module: a field the state does not
 * know, or a wrong value, is a 400 naming the field (`stateTax.<field>` inside a new employee,
 * `<field>` in the state-tax call whose body is the certificate). Answers the fields to store.
 */
export function checkStateCertificate(
  workState: string | null,
  certificate: StateCertificate,
  prefix = 'stateTax.',
): StateCertificate {
  if (workState !== null && certificate.code !== workState) {
    throw new AppError(
      'employee.state_tax_invalid',
      `The state certificate is for ${certificate.code}, but the employee works in ${workState}: file the certificate of the work state.`,
      { path: `${prefix}code`, fieldMessage: `must be the work state, ${workState}` },
    );
  }
  const { code, ...fields } = certificate;
  try {
    findStateModule(code).prepare(fields);
  } catch (error) {
    if (isEngineInputError(error)) {
      const field = error.field.replace(/^state\.?/, '');
      throw new AppError(
        'employee.state_tax_invalid',
        `The ${code} certificate is not valid: ${field || 'code'} ${error.message}.`,
        {
          path: `${prefix}${field || 'code'}`,
          fieldMessage: error.message,
        },
      );
    }
    throw error;
  }
  return { code, ...fields };
}
