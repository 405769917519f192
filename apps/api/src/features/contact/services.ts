import type { ContactMessageRequest } from '@paydesk/contracts';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { PageRequest } from '@paydesk/api/platform/pagination/keyset-page';
import { listContactMessages, receiveContactMessage } from './service';

export function createContactServices(context: AppContext) {
  return {
    receive: (input: ContactMessageRequest, ip: string) =>
      receiveContactMessage(context, input, ip),
    page: (request: PageRequest) => listContactMessages(context, request),
  };
}

export type ContactServices = ReturnType<typeof createContactServices>;
