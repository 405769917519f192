import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers below this size gain less from compression than it costs to compress them. */
const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Compresses API answers above a small size in the encoding the client accepts. Brotli at a low
 * quality compresses about as fast as gzip and smaller; the SPA's assets arrive precompressed
 * and are left as they are.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // A GET or HEAD carries no body to inflate: without this, every read ran the plugin's
  // request-decompression hook for nothing. Added before the plugin, so it sees the choice.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const bodiless = methods.every((method) => method === 'GET' || method === 'HEAD');
    if (bodiless && route.decompress === undefined) route.decompress = false;
  });
  await app.register(compress, {
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
  });
}
