import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { createContractorPayment } from './operations/create-contractor-payment';
import {
  getForm1099NecFile,
  getMy1099Nec,
  getMy1099NecFile,
  listForms1099Nec,
} from './operations/form-1099-nec';
import { getContractorPayment, voidContractorPayment } from './operations/get-contractor-payment';
import {
  listAllContractorPayments,
  listContractorPayments,
} from './operations/list-contractor-payments';
import { listMyContractorPayments } from './operations/my-contractor-payments';
import { previewContractorPayment } from './operations/preview-contractor-payment';
import type { ContractorPaymentServices } from './services';

/** Paying contractors: approved runs, their 1099-NEC, and the contractor's own view. */
export const contractorPaymentsFeature =
  (services: ContractorPaymentServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['contractor-payments'] }, [
      previewContractorPayment,
      createContractorPayment,
      listContractorPayments,
      listAllContractorPayments,
      getContractorPayment,
      voidContractorPayment,
      listForms1099Nec,
      getForm1099NecFile,
      listMyContractorPayments,
      getMy1099Nec,
      getMy1099NecFile,
    ]);
  };
