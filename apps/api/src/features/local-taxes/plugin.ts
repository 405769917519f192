import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import type { LocalTaxesService } from './local-taxes-service';
import { createLocalTax } from './operations/create-local-tax';
import { deleteLocalTax } from './operations/delete-local-tax';
import { listLocalTaxes } from './operations/list-local-taxes';
import { replaceLocalTax } from './operations/replace-local-tax';

/** The company's local tax jurisdictions, under `/api/companies/:id/local-taxes`. */
export const localTaxesFeature =
  (services: LocalTaxesService): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['local-taxes'] }, [
      listLocalTaxes,
      createLocalTax,
      replaceLocalTax,
      deleteLocalTax,
    ]);
  };
