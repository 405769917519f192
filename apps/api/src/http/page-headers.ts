import { headerNames, pageSizeSchema, type Page } from '@paydesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../platform/errors/app-error';
import {
  decodeCursor,
  type KeysetPage,
  type PageRequest,
} from '../platform/pagination/keyset-page';

/** Page-Key and Page-Size in, next-page-key and previous-page-key out: the HTTP side of paging. */
export const headerValue = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

// Built once per default size: building a zod schema costs more than the rest of reading a page.
const pageSizeSchemas = new Map<number, ReturnType<typeof pageSizeSchema>>();

function pageSizeSchemaFor(defaultPageSize: number): ReturnType<typeof pageSizeSchema> {
  let schema = pageSizeSchemas.get(defaultPageSize);
  if (!schema) {
    schema = pageSizeSchema(defaultPageSize);
    pageSizeSchemas.set(defaultPageSize, schema);
  }
  return schema;
}

/** Reads Page-Size and Page-Key from the request headers. */
export function readPageRequest(request: FastifyRequest, defaultPageSize: number): PageRequest {
  const sizeText = headerValue(request, headerNames.pageSize);
  const size = pageSizeSchemaFor(defaultPageSize).safeParse(sizeText === '' ? undefined : sizeText);
  if (!size.success) {
    const message = size.error.issues[0]?.message ?? 'Page-Size is not valid';
    throw new AppError('request.invalid', `${message}.`, {
      path: 'headers.page-size',
      fieldMessage: message,
    });
  }
  const key = headerValue(request, headerNames.pageKey);
  return { pageSize: size.data, cursor: key ? decodeCursor(key) : null };
}

/** Puts the cursors into the answer's headers and returns the body. */
export function sendPage<Row, Item>(
  reply: FastifyReply,
  page: KeysetPage<Row>,
  toItem: (row: Row) => Item,
): Page<Item> {
  if (page.nextKey) void reply.header(headerNames.nextPageKey, page.nextKey);
  if (page.previousKey) void reply.header(headerNames.previousPageKey, page.previousKey);
  return {
    items: page.items.map(toItem),
    totalItems: page.totalItems,
    totalPages: page.totalPages,
  };
}
