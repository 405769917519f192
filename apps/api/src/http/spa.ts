import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildProblem, sendProblem } from './problem';

/**
 * Serves the built SPA; a GET outside /api that matches no file answers index.html so client
 * routes load on refresh. Anything under /api that matches no route is a 404 problem.
 */
export async function registerSpaAndFallback(
  app: FastifyInstance,
  webRoot: string | null,
): Promise<void> {
  const hasSpa = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: ['index.html'],
      maxAge: '1h',
      setHeaders: (response, path) => {
        if (path.includes(`${join('assets', '')}`)) {
          response.header('Cache-Control', 'public, max-age=31536000, immutable');
        } else if (path.endsWith('index.html')) {
          response.header('Cache-Control', 'no-cache');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!isApi && wantsPage && hasSpa && !/\.[a-z0-9]+$/i.test(path)) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(
      reply,
      buildProblem(request, 404, `No resource matches ${request.method} ${path}.`, {
        code: 'resource.not_found',
      }),
    );
  });
}
