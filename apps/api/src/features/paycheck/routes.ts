import {
  paycheckRequestSchema,
  paycheckResultSchema,
  paycheckStateCatalogueSchema,
  problemSchema,
} from '@paydesk/contracts';
import type { ApiInstance, AppContext } from '../../app-context';
import { admit } from '../../http/authenticate';
import { calculatePaycheck, listPaycheckStates } from './service';

const tags = ['paycheck'];
const security = [{ bearer: [] }];

export function registerPaycheckRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/paycheck',
    {
      onRequest: admit(context, 'signed-in'),
      schema: {
        tags,
        summary: 'Compute one paycheck, gross to net (what-if; nothing is stored)',
        security,
        body: paycheckRequestSchema,
        response: { 200: paycheckResultSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => calculatePaycheck(request.body),
  );

  app.get(
    '/api/paycheck/states',
    {
      onRequest: admit(context, 'signed-in'),
      schema: {
        tags,
        summary: 'The work states the calculator supports, with their certificate fields',
        security,
        response: { 200: paycheckStateCatalogueSchema, 401: problemSchema },
      },
    },
    async () => listPaycheckStates(),
  );
}
