import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { calculatePaycheck } from './operations/calculate-paycheck';
import { listPaycheckStates } from './operations/list-paycheck-states';
import { paycheckServices } from './services';

/** The what-if paycheck calculator over the payroll engine. */
export const paycheckFeature: FeaturePlugin = async (app, { auth }) => {
  registerOperations(
    app.withTypeProvider(),
    { services: paycheckServices, auth, tags: ['paycheck'] },
    [calculatePaycheck, listPaycheckStates],
  );
};
