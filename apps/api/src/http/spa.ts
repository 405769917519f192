import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { hashedAssetGlobs, readHashedAssets, registerHashedAssets } from './hashed-assets';
import { readPrerenderedPages, registerPrerenderedPages } from './prerendered-pages';
import { buildProblem, sendProblem } from './problem';

/**
 * Serves the built SPA; a GET outside /api that matches no file answers index.html so client
 * routes load on refresh. Anything under /api that matches no route is a 404 problem. The build
 * writes a brotli and a gzip copy beside each text asset; the one the browser accepts is sent as
 * it is, so serving costs no compression. Hashed assets never change under their name and are
 * cached for a year (the scripts, style sheets and fonts are served from memory,
 * hashed-assets.ts); index.html names the current ones, so it is asked again every time. The
 * public pages are answered with their prerendered HTML in the visitor's language
 * (prerendered-pages.ts).
 */
export async function registerSpaAndFallback(
  app: FastifyInstance,
  webRoot: string | null,
): Promise<void> {
  const hasSpa = webRoot !== null && existsSync(join(webRoot, 'index.html'));
  if (hasSpa) {
    const root = webRoot;
    // Scripts, style sheets and fonts from memory (hashed-assets.ts); the rest from disk.
    registerHashedAssets(app, readHashedAssets(join(root, 'assets')));
    registerPrerenderedPages(app, readPrerenderedPages(join(root, 'prerendered')));
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // The prerendered pages are answered at their own addresses, never as files.
      globIgnore: [...hashedAssetGlobs, 'prerendered/**'],
      index: ['index.html'],
      preCompressed: true,
      maxAge: '1h',
      setHeaders: (response, path) => {
        // Judged by the path inside the web root, so a web root that itself lies under a folder
        // named `assets` does not make index.html immutable.
        if (relative(root, path).startsWith(`assets${sep}`)) {
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
