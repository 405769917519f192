import { commitPayrollRequestSchema, payrollSchema } from '@paydesk/contracts';
import { defineOperation } from '@paydesk/api/http/operation';
import { payrollPolicies } from '../../policies/payroll-policy';
import type { PayrollServices } from '../../services';
import { companyHeaders, companyOf } from '../../policies/payroll-params';

export const commitPayroll = defineOperation<PayrollServices>()({
  method: 'POST',
  url: '/api/payrolls',
  policy: payrollPolicies.run,
  schema: {
    summary: 'Commit a draft (once: the same draft again answers 200 with the same payroll)',
    description:
      'Checks readiness first (422 with one errors[] entry per failing check). With payrollId, the draft replaces that approved payroll’s content and stubs.',
    headers: companyHeaders,
    body: commitPayrollRequestSchema,
    response: { 201: payrollSchema, 200: payrollSchema },
  },
  handle: async ({ access, body, request, reply }, { commits }) => {
    const { created, payroll } = await commits.commit(access, companyOf(request), body);
    return reply.status(created ? 201 : 200).send(payroll);
  },
});
