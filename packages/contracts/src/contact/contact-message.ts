import * as z from '../z';
import { emailSchema } from '../auth/auth-requests';
import { plainLine, plainText } from '../text';

/** The largest request body the contact endpoint accepts; a message is text, never a file. */
export const CONTACT_MESSAGE_BODY_LIMIT_BYTES = 16 * 1024;
export const CONTACT_MESSAGE_MAX_LENGTH = 4000;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGES_PAGE_SIZE = 20;

export const contactTopics = ['sales', 'support', 'billing', 'privacy', 'other'] as const;
export const contactTopicSchema = z.enum(contactTopics);

export const contactMessageRequestSchema = z
  .object({
    name: plainLine(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(1, 'Enter your name'),
          z.maxLength(100, 'Use at most 100 characters'),
        ),
    ),
    email: emailSchema,
    company: plainLine(
      z.optional(z.string().check(z.trim(), z.maxLength(120, 'Use at most 120 characters'))),
    ),
    topic: contactTopicSchema,
    message: plainText(
      z
        .string()
        .check(
          z.trim(),
          z.minLength(CONTACT_MESSAGE_MIN_LENGTH, 'Write at least 10 characters'),
          z.maxLength(CONTACT_MESSAGE_MAX_LENGTH, 'Use at most 4000 characters'),
        ),
    ),
  })
  .register(z.globalRegistry, { id: 'ContactMessageRequest' });

export const contactMessageReceiptSchema = z
  .object({ id: z.string(), receivedAt: z.string() })
  .register(z.globalRegistry, { id: 'ContactMessageReceipt' });

export const contactMessageSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    company: z.nullable(z.string()),
    topic: contactTopicSchema,
    message: z.string(),
    receivedAt: z.string(),
  })
  .register(z.globalRegistry, { id: 'ContactMessage' });

export type ContactTopic = z.infer<typeof contactTopicSchema>;
export type ContactMessageRequest = z.infer<typeof contactMessageRequestSchema>;
export type ContactMessageReceipt = z.infer<typeof contactMessageReceiptSchema>;
export type ContactMessage = z.infer<typeof contactMessageSchema>;
