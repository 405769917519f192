// What the platform keeps for every feature: the audit trail, the mail outbox, contact messages. Column conventions: schema.ts.

export type AuditEventsTable = {
  id: string;
  occurred_at: string;
  actor_user_id: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  company_id: string | null;
  ip_address: string | null;
  details: string | null;
};

export type MailOutboxTable = {
  id: string;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: string;
};

export type ContactMessagesTable = {
  id: string;
  name: string;
  email: string;
  company: string | null;
  topic: string;
  message: string;
  ip_address: string | null;
  received_at: string;
};
