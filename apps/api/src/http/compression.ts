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
  await app.register(compress, {
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ['br', 'gzip'],
  });
}
