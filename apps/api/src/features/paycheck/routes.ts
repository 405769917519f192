import { paycheckRequestSchema, paycheckResultSchema, problemSchema } from '@paydesk/contracts';
import type { ApiInstance, AppContext } from '../../app-context';
import { admit } from '../../http/authenticate';
import { calculatePaycheck } from './service';

export function registerPaycheckRoutes(app: ApiInstance, context: AppContext): void {
  app.post(
    '/api/paycheck',
    {
      onRequest: admit(context, 'signed-in'),
      schema: {
        tags: ['paycheck'],
        summary: 'Compute one paycheck, gross to net (what-if; nothing is stored)',
        security: [{ bearer: [] }],
        body: paycheckRequestSchema,
        response: { 200: paycheckResultSchema, 400: problemSchema, 401: problemSchema },
      },
    },
    async (request) => calculatePaycheck(request.body),
  );
}
