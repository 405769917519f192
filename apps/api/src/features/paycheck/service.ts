import {
  calculateParsedPaycheck,
  isEngineInputError,
  stateModules,
  type StateModule,
} from '@paydesk/engine';
import {
  paycheckCertificateSchema,
  type PaycheckRequest,
  type PaycheckResult,
  type PaycheckStateCatalogue,
  type PaycheckStateEntry,
} from '@paydesk/contracts';
import { z } from 'zod';
import { AppError } from '@paydesk/api/platform/errors/app-error';

/** The paycheck calculator: the payroll engine on a what-if request. */
export function calculatePaycheck(request: PaycheckRequest): PaycheckResult {
  try {
    return calculateParsedPaycheck(request);
  } catch (error) {
    if (isEngineInputError(error)) {
      throw new AppError(
        'paycheck.input_invalid',
        `The request is not valid. ${error.field}: ${error.message}`,
        { path: error.field, fieldMessage: error.message, codeOnField: false },
      );
    }
    throw error;
  }
}

function describeState(module: StateModule): PaycheckStateEntry {
  return {
    code: module.code,
    name: module.name,
    hasIncomeTax: module.hasIncomeTax,
    certificateName: module.certificateName,
    taxYears: [...module.taxYears].sort((a, b) => a - b),
    // What a client writes (defaults make every field optional); a refinement JSON Schema
    // cannot say is left to the engine, which still validates every request.
    certificate: paycheckCertificateSchema.parse(
      z.toJSONSchema(module.certificateSchema, { io: 'input', unrepresentable: 'any' }),
    ),
    locals: module.locals.map((local) => ({ ...local })),
    publication: module.publicationOn(today()),
  };
}

const today = (): string => new Date().toISOString().slice(0, 10);

let catalogue: PaycheckStateCatalogue | undefined;

/** Every state the engine supports, by code, with the certificate fields its form asks for. */
export function listPaycheckStates(): PaycheckStateCatalogue {
  // The registry is fixed when the process starts: describe it once.
  catalogue ??= [...stateModules()].sort((a, b) => a.code.localeCompare(b.code)).map(describeState);
  return catalogue;
}
