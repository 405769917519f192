import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../platform/app-context';
import type { Authenticator } from './authenticate';

/** What every feature plugin receives at boot. */
export type FeatureOptions = { context: AppContext; auth: Authenticator };

/**
 * A feature is a Fastify plugin made with its services (built once at boot, with the platform and
 * the ports other features supply): it registers its operations, which receive those services.
 */
export type FeaturePlugin = FastifyPluginAsync<FeatureOptions>;
