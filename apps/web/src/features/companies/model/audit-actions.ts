import { auditActions } from '@paydesk/contracts';

/** Every action the API records; the dashboard names each in words. */
const knownActions = new Set<string>(auditActions);

/** The catalogue id naming an audit action, or null for a code of no current action. */
export function auditActionLabelId(action: string): string | null {
  return knownActions.has(action) ? `companies.audit.${action}` : null;
}
