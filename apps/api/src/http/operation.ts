import { problemSchema } from '@paydesk/contracts';
import type { FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { Access } from './access';
import type { ApiInstance } from './api-instance';
import { accessOf, admitFor, type Authenticator } from './authenticate';
import type { Policy } from './policy';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into the library's own declaration
  interface FastifyContextConfig {
    /** The access policy an operation declares; a route under /api without one fails to boot. */
    policy?: Policy;
    /** A keyset-paged list: Page-Key and Page-Size in, next-/previous-page-key out. */
    paged?: boolean;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type OperationSchema = {
  summary: string;
  description?: string;
  params?: z.core.$ZodType;
  querystring?: z.core.$ZodType;
  body?: z.core.$ZodType;
  headers?: z.core.$ZodType;
  response: Record<number, z.core.$ZodType>;
};

type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;

/** What a handler receives: the parsed request, the caller (non-public operations) and the reply. */
export type OperationInput<S extends OperationSchema> = {
  params: Parsed<S['params']>;
  query: Parsed<S['querystring']>;
  body: Parsed<S['body']>;
  /** The signed-in caller; reading it in a public operation is a 401. */
  readonly access: Access;
  request: FastifyRequest;
  reply: FastifyReply;
};

export type OperationSpec<Services, S extends OperationSchema> = {
  method: HttpMethod;
  url: string;
  policy: Policy;
  /** A tighter body limit than the server's, for a cheap public endpoint. */
  bodyLimit?: number;
  /** A keyset-paged list (documents the paging headers). */
  paged?: boolean;
  schema: S;
  handle: (input: OperationInput<S>, services: Services) => unknown;
};

/** A declared operation: its route, its policy, and how to register it with a feature's services. */
export type Operation<Services> = {
  method: HttpMethod;
  url: string;
  policy: Policy;
  register: (app: ApiInstance, services: Services, auth: Authenticator, tags: string[]) => void;
};

const pageHeaders = {
  'page-key': z.string().max(500).optional().describe('The opaque cursor of the page to read'),
  'page-size': z.string().max(3).optional().describe('Items a page (1–100)'),
};

/** The request headers of a paged list: its own, plus Page-Key and Page-Size. */
function withPageHeaders(headers: z.core.$ZodType | undefined): z.core.$ZodType {
  // Contracts are zod/mini objects, the API's own classic ones: both are core objects.
  if (headers instanceof z.core.$ZodObject) return z.core.util.extend(headers, pageHeaders);
  return z.looseObject(pageHeaders);
}

const problems = Object.fromEntries(
  [400, 401, 403, 404, 409, 422, 429].map((status) => [status, problemSchema]),
);

/**
 * Declares one operation of a feature whose services are `Services`:
 * `export const getCompany = defineOperation<CompanyServices>()({ method, url, policy, schema, handle })`.
 */
export const defineOperation =
  <Services>() =>
  <S extends OperationSchema>(spec: OperationSpec<Services, S>): Operation<Services> => ({
    method: spec.method,
    url: spec.url,
    policy: spec.policy,
    register: (app, services, auth, tags) => {
      const { policy, schema } = spec;
      const scope = policy.scope;
      // Typed loosely here: the handler's input is typed from the same schemas by OperationInput.
      const routeSchema: FastifySchema = {
        ...schema,
        ...(spec.paged ? { headers: withPageHeaders(schema.headers) } : {}),
        tags,
        ...(policy.admits === 'public' ? {} : { security: [{ bearer: [] }] }),
        response: { ...problems, ...schema.response },
      };
      app.route({
        method: spec.method,
        url: spec.url,
        config: { policy, paged: spec.paged === true },
        ...(spec.bodyLimit !== undefined ? { bodyLimit: spec.bodyLimit } : {}),
        schema: routeSchema,
        onRequest: admitFor(policy, auth),
        ...(scope
          ? {
              preHandler: async (request: FastifyRequest) =>
                scope({
                  access: accessOf(request),
                  params: request.params,
                  headers: request.headers,
                }),
            }
          : {}),
        handler: async (request, reply) =>
          spec.handle(
            {
              // Fastify has validated these against the same schemas.
              params: request.params as Parsed<S['params']>,
              query: request.query as Parsed<S['querystring']>,
              body: request.body as Parsed<S['body']>,
              get access() {
                return accessOf(request);
              },
              request,
              reply,
            },
            services,
          ),
      });
    },
  });

/** Registers a feature's operations; each operation file is one entry of the list. */
export function registerOperations<Services>(
  app: ApiInstance,
  feature: { services: Services; auth: Authenticator; tags: string[] },
  operations: readonly Operation<Services>[],
): void {
  for (const operation of operations) {
    operation.register(app, feature.services, feature.auth, feature.tags);
  }
}
