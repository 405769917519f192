import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

type OpenApiDocument = ReturnType<typeof jsonSchemaTransformObject>;
type Responses = Record<string, { headers?: Record<string, unknown> } | undefined>;

const cursorHeader = (description: string) => ({ description, schema: { type: 'string' } });

/** Adds next-page-key and previous-page-key to the 200 answer of every paged list. */
function withPagingHeaders(document: OpenApiDocument, app: FastifyInstance): OpenApiDocument {
  const paths = (document as { paths?: Record<string, Record<string, { responses?: Responses }>> })
    .paths;
  for (const route of app.routeDeclarations.filter((declared) => declared.paged)) {
    const path = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const ok = paths?.[path]?.[route.method.toLowerCase()]?.responses?.['200'];
    if (!ok) continue;
    ok.headers = {
      'next-page-key': cursorHeader('The Page-Key of the next page; absent on the last page'),
      'previous-page-key': cursorHeader(
        'The Page-Key of the previous page; absent on the first page',
      ),
    };
  }
  return document;
}

/** The OpenAPI 3.1 document is generated from the same zod schemas that validate requests. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Paydesk API',
        description: 'Payroll and HR administration for small US businesses.',
        version,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // The schemas named with `.meta({ id })` become components.schemas, which the routes refer to;
    // paged lists document the cursors they answer in headers.
    transformObject: (input) => withPagingHeaders(jsonSchemaTransformObject(input), app),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Like every other answer, the reference may not be framed by anyone.
    transformStaticCSP: (header: string) =>
      header.replace(/frame-ancestors [^;]*/, "frame-ancestors 'none'"),
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
