import {
  adminDashboardSchema,
  companyEmployeeQuerySchema,
  companyEmployeeSchema,
  companyListItemSchema,
  companyListQuerySchema,
  companySchema,
  createCompanyRequestSchema,
  grantOwnershipRequestSchema,
  onboardingDraftSchema,
  onboardingStateSchema,
  pageOf,
  patchCompanyRequestSchema,
  problemSchema,
  roles,
} from '@paydesk/contracts';
import { z } from 'zod';
import type { ApiInstance, AppContext } from '../../app-context';
import { admit, callerOf } from '../../http/authenticate';
import { readPageRequest, sendPage } from '../../http/pagination';
import { createCompany, getCompany, pageCompanies, patchCompany } from './companies-service';
import { toCompanyListItem } from './company-mapper';
import { readAdminDashboard } from './dashboard-service';
import { pageCompanyEmployees, toCompanyEmployee } from './company-employees-service';
import { completeOnboarding, getOnboarding, saveOnboardingDraft } from './onboarding-service';
import { grantOwnership, revokeOwnership } from './ownership-service';

export const COMPANIES_PAGE_SIZE = 20;
export const COMPANY_EMPLOYEES_PAGE_SIZE = 25;

const tags = ['companies'];
const security = [{ bearer: [] }];
const idParams = z.object({ id: z.string().min(1).max(64) });
const problems = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
};
const managers = [roles.platformAdmin, roles.companyOwner];

export function registerCompanyRoutes(app: ApiInstance, context: AppContext): void {
  app.get(
    '/api/dashboard',
    {
      onRequest: admit(context, [roles.platformAdmin]),
      schema: {
        tags,
        security,
        summary: 'The platform administrator’s dashboard',
        response: { 200: adminDashboardSchema, ...problems },
      },
    },
    async () => readAdminDashboard(context),
  );

  app.get(
    '/api/companies',
    {
      onRequest: admit(context, managers),
      schema: {
        tags,
        security,
        summary: 'Companies the caller may manage, by name',
        querystring: companyListQuerySchema,
        response: { 200: pageOf(companyListItemSchema), ...problems },
      },
    },
    async (request, reply) => {
      const page = await pageCompanies(
        context,
        callerOf(request),
        request.query,
        readPageRequest(request, COMPANIES_PAGE_SIZE),
      );
      return sendPage(reply, page, (row) =>
        toCompanyListItem(row, page.employeeCounts.get(row.id) ?? 0),
      );
    },
  );

  app.post(
    '/api/companies',
    {
      onRequest: admit(context, [roles.platformAdmin]),
      schema: {
        tags,
        security,
        summary: 'Create a company (admins)',
        body: createCompanyRequestSchema,
        response: { 201: companySchema, ...problems },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCompany(context, callerOf(request), request.body)),
  );

  app.get(
    '/api/companies/:id',
    {
      onRequest: admit(context, managers),
      schema: { tags, security, params: idParams, response: { 200: companySchema, ...problems } },
    },
    async (request) => getCompany(context, callerOf(request), request.params.id),
  );

  app.patch(
    '/api/companies/:id',
    {
      onRequest: admit(context, managers),
      schema: {
        tags,
        security,
        summary: 'Change only the fields sent',
        params: idParams,
        body: patchCompanyRequestSchema,
        response: { 200: companySchema, ...problems },
      },
    },
    async (request) => patchCompany(context, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/companies/:id/owners',
    {
      onRequest: admit(context, managers),
      schema: {
        tags,
        security,
        summary: 'Grant ownership to an active employee',
        params: idParams,
        body: grantOwnershipRequestSchema,
        response: { 200: companySchema, ...problems },
      },
    },
    async (request) => grantOwnership(context, callerOf(request), request.params.id, request.body),
  );

  app.delete(
    '/api/companies/:id/owners/:ownerId',
    {
      onRequest: admit(context, managers),
      schema: {
        tags,
        security,
        summary: 'Revoke an ownership',
        params: idParams.extend({ ownerId: z.string().min(1).max(64) }),
        response: { 200: companySchema, ...problems },
      },
    },
    async (request) =>
      revokeOwnership(context, callerOf(request), request.params.id, request.params.ownerId),
  );

  app.get(
    '/api/companies/:id/employees',
    {
      onRequest: admit(context, managers),
      schema: {
        tags,
        security,
        summary: 'The company’s employees, by name',
        params: idParams,
        querystring: companyEmployeeQuerySchema,
        response: { 200: pageOf(companyEmployeeSchema), ...problems },
      },
    },
    async (request, reply) => {
      const page = await pageCompanyEmployees(
        context,
        callerOf(request),
        request.params.id,
        request.query,
        readPageRequest(request, COMPANY_EMPLOYEES_PAGE_SIZE),
      );
      return sendPage(reply, page, toCompanyEmployee);
    },
  );

  app.get(
    '/api/companies/:id/onboarding',
    {
      onRequest: admit(context, managers),
      schema: {
        tags,
        security,
        summary: 'The onboarding draft and checklist',
        params: idParams,
        response: { 200: onboardingStateSchema, ...problems },
      },
    },
    async (request) => getOnboarding(context, callerOf(request), request.params.id),
  );

  app.put(
    '/api/companies/:id/onboarding',
    {
      onRequest: admit(context, managers),
      schema: {
        tags,
        security,
        summary: 'Save the onboarding wizard’s draft at any step',
        params: idParams,
        body: onboardingDraftSchema,
        response: { 200: onboardingStateSchema, ...problems },
      },
    },
    async (request) =>
      saveOnboardingDraft(context, callerOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/companies/:id/onboarding/complete',
    {
      onRequest: admit(context, managers),
      schema: {
        tags,
        security,
        summary: 'Validate and apply the onboarding draft',
        params: idParams,
        response: { 200: onboardingStateSchema, ...problems },
      },
    },
    async (request) => completeOnboarding(context, callerOf(request), request.params.id),
  );
}
