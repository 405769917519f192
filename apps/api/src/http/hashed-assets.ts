import type { FastifyInstance } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';

/** The build's hashed files a page loads at once, by extension; other files are served from disk. */
const contentTypes: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

const extensions = Object.keys(contentTypes).map((extension) => extension.slice(1));

/** What `spa.ts` leaves to this module: these files and their compressed copies. */
export const hashedAssetGlobs = [`assets/**/*.{${extensions.join(',')}}`, 'assets/**/*.{br,gz}'];

/** A request for one of these files (`/assets/<name>.js`, with or without a query). */
export const hashedAssetUrl = new RegExp(
  `^/assets/[^/?#]+\\.(?:${extensions.join('|')})(?:[?#]|$)`,
);

const IMMUTABLE = 'public, max-age=31536000, immutable';

type Encoding = 'br' | 'gzip';

export type HashedAsset = {
  contentType: string;
  identity: Buffer;
  /** The build's brotli and gzip copies; files under 1 KB have none. */
  encoded: Partial<Record<Encoding, Buffer>>;
};

/** Every hashed script, style sheet and font of the build, with its compressed copies. */
export function readHashedAssets(assetsDir: string): Map<string, HashedAsset> {
  const assets = new Map<string, HashedAsset>();
  if (!existsSync(assetsDir)) return assets;
  for (const name of readdirSync(assetsDir)) {
    const contentType = contentTypes[extname(name)];
    if (!contentType) continue;
    const path = join(assetsDir, name);
    const encoded: HashedAsset['encoded'] = {};
    if (existsSync(`${path}.br`)) encoded.br = readFileSync(`${path}.br`);
    if (existsSync(`${path}.gz`)) encoded.gzip = readFileSync(`${path}.gz`);
    assets.set(name, { contentType, identity: readFileSync(path), encoded });
  }
  return assets;
}

/**
 * The encoding to send, from `Accept-Encoding` and the copies there are: brotli before gzip,
 * neither when the client refuses it (`q=0`) or did not name it.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: Partial<Record<Encoding, Buffer>>,
): Encoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim());
    const refused = parameters.some((parameter) => /^q=0(\.0*)?$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if (available[encoding] && (accepted.has(encoding) || accepted.has('*'))) return encoding;
  }
  return null;
}

/**
 * Serves the build's hashed scripts, style sheets and fonts from memory. A page asks for 40 to
 * 100 of them at once; read from disk, each cost about 2 ms of the server's only thread (a stat
 * for each compressed copy, an open, a read stream), so a page's assets queued for 100 ms or
 * more before the first paint. They never change under their name: read once at start-up
 * (about 6 MB with their copies), they are a lookup and one write.
 */
export function registerHashedAssets(app: FastifyInstance, assets: Map<string, HashedAsset>) {
  if (assets.size === 0) return;
  app.get<{ Params: { file: string } }>('/assets/:file', { compress: false }, (request, reply) => {
    const asset = assets.get(request.params.file);
    if (!asset) return reply.callNotFound();
    const encoding = chooseEncoding(request.headers['accept-encoding'], asset.encoded);
    reply
      .header('cache-control', IMMUTABLE)
      .header('content-type', asset.contentType)
      .header('vary', 'accept-encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(encoding ? asset.encoded[encoding] : asset.identity);
  });
}
