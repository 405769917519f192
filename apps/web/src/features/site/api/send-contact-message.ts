import {
  contactMessageReceiptSchema,
  type ContactMessageReceipt,
  type ContactMessageRequest,
} from '@paydesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@web/shared/http/http-client';

export async function sendContactMessage(
  message: ContactMessageRequest,
): Promise<ContactMessageReceipt> {
  const response = await apiRequest('/contact-messages', {
    method: 'POST',
    body: message,
    schema: contactMessageReceiptSchema,
  });
  return response.data;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
