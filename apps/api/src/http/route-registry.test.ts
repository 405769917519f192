import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { publicPolicy } from './policy';
import { guardRoutes } from './route-registry';

describe('route guard', () => {
  it('refuses to boot an /api route without a declared policy', async () => {
    const app = Fastify();
    guardRoutes(app);
    expect(() => app.get('/api/forgotten', async () => ({}))).toThrow(
      'GET /api/forgotten declares no access policy.',
    );
    await app.close();
  });

  it('records declared routes, without HEAD twins, and leaves non-API routes alone', async () => {
    const app = Fastify();
    guardRoutes(app);
    const policy = publicPolicy('test.read');
    app.get('/api/declared', { config: { policy } }, async () => ({}));
    app.get('/not-api', async () => 'page');
    await app.ready();
    expect(app.routeDeclarations).toEqual([
      { method: 'GET', url: '/api/declared', policy, paged: false },
    ]);
    await app.close();
  });
});
