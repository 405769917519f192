import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { calculatePaycheck } from './operations/calculate-paycheck';
import { listPaycheckStates } from './operations/list-paycheck-states';
import type { PaycheckServices } from './services';

/** The what-if paycheck calculator over the payroll engine. */
export const paycheckFeature =
  (services: PaycheckServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['paycheck'] }, [
      calculatePaycheck,
      listPaycheckStates,
    ]);
  };
