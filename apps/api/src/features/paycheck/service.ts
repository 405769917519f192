import { calculateParsedPaycheck, isEngineInputError } from '@paydesk/engine';
import type { PaycheckRequest, PaycheckResult } from '@paydesk/contracts';
import { AppError } from '../../http/app-error';

/** The paycheck calculator: the payroll engine on a what-if request. */
export function calculatePaycheck(request: PaycheckRequest): PaycheckResult {
  try {
    return calculateParsedPaycheck(request);
  } catch (error) {
    if (isEngineInputError(error)) {
      throw new AppError(
        'validation',
        `The request is not valid. ${error.field}: ${error.message}`,
        {
          errors: [{ path: error.field, message: error.message }],
        },
      );
    }
    throw error;
  }
}
