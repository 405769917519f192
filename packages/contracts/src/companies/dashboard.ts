import * as z from '../z';
import { onboardingStepKeys } from './onboarding';

export const auditEventSchema = z.object({
  id: z.string(),
  occurredAt: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.nullable(z.string()),
  companyId: z.nullable(z.string()),
  actorEmail: z.nullable(z.string()),
});

/** What the platform administrator's dashboard shows. */
export const adminDashboardSchema = z
  .object({
    companiesByStatus: z.object({
      onboarding: z.number(),
      active: z.number(),
      suspended: z.number(),
    }),
    employees: z.number(),
    onboardingCompanies: z.array(
      z.object({ id: z.string(), name: z.string(), missing: z.array(z.enum(onboardingStepKeys)) }),
    ),
    latestEvents: z.array(auditEventSchema),
  })
  .register(z.globalRegistry, { id: 'AdminDashboard' });

export type AuditEventItem = z.infer<typeof auditEventSchema>;
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
