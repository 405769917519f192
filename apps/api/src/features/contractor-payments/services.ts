import type { AppContext } from '@paydesk/api/platform/app-context';
import type { ContractorPaymentPorts } from './contractor-ports';
import { createContractorPaymentsService } from './contractor-payments-service';
import { createForm1099Service } from './form-1099-service';

/** The contractor payments feature's services, bound to the platform and its ports once at boot. */
export function createContractorPaymentServices(
  context: AppContext,
  ports: ContractorPaymentPorts,
) {
  return {
    payments: createContractorPaymentsService(context, ports),
    forms: createForm1099Service(context, ports),
  };
}

export type ContractorPaymentServices = ReturnType<typeof createContractorPaymentServices>;
