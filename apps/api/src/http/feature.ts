import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../platform/app-context';
import type { Authenticator } from './authenticate';

/** What every feature plugin receives at boot. */
export type FeatureOptions = { context: AppContext; auth: Authenticator };

/**
 * A feature is a Fastify plugin: it builds its services from the platform once, decorates its
 * (encapsulated) instance with them, and registers its operations.
 */
export type FeaturePlugin = FastifyPluginAsync<FeatureOptions>;
