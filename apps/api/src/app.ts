import cors from '@fastify/cors';
import { headerNames } from '@paydesk/contracts';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { ApiInstance } from './http/api-instance';
import type { AppContext } from './platform/app-context';
import { registerFeatures } from './features';
import { installErrorHandler } from './http/error-handler';
import { registerCompression } from './http/compression';
import { registerOpenApi } from './http/openapi';
import { refuseNullCharacters } from './http/null-characters';
import { registerStrictBodies } from './http/request-body';
import { registerSecurityHeaders } from './http/security-headers';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { registerRequestLog } from './http/request-log';
import { guardRoutes } from './http/route-registry';
import { registerSpaAndFallback } from './http/spa';

export type BuildAppOptions = {
  context: AppContext;
  /** Folder of the built SPA; null serves the API only. */
  webRoot: string | null;
  /** Lets tests add routes (e.g. one that throws) before the app is ready. */
  beforeReady?: (app: ApiInstance) => void;
};

/**
 * Boot order: external plugins (security headers, compression, CORS, OpenAPI) → error handling →
 * feature plugins → SPA and the not-found fallback.
 */
export async function buildApp(options: BuildAppOptions): Promise<ApiInstance> {
  const { context, webRoot } = options;
  const { config } = context;
  const app = Fastify({
    // pino's logger is Fastify's base logger; the platform types it without Fastify.
    loggerInstance: context.logger as FastifyBaseLogger,
    bodyLimit: config.bodyLimitBytes,
    // http/request-log.ts writes one short line per answer instead.
    logController: new LogController({ disableRequestLogging: true }),
    // Forwarded-for headers only from the proxies named in TRUST_PROXY: anyone can send one.
    trustProxy: config.trustProxy.length > 0 ? config.trustProxy : false,
    // Failures before routing (a malformed URL, headers too large) are problem+json too.
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  registerRequestLog(app);
  guardRoutes(app);

  registerSecurityHeaders(app);
  refuseNullCharacters(app);
  registerStrictBodies(app);
  await registerCompression(app);
  // Without allowed origins there is nothing for CORS to answer: its hook would run for nothing.
  if (config.corsOrigins.length > 0) {
    await app.register(cors, {
      origin: config.corsOrigins,
      exposedHeaders: [headerNames.nextPageKey, headerNames.previousPageKey, 'Retry-After'],
      credentials: false,
    });
  }
  await registerOpenApi(app, context.version);

  await registerFeatures(app, context);
  options.beforeReady?.(app);
  await registerSpaAndFallback(app, webRoot);
  return app;
}
