import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { pino } from 'pino';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { registerRequestLog } from './request-log';

type Line = { level: number; msg: string; method?: string; url?: string; status?: number };

async function appLogging(lines: Line[]) {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Line);
      done();
    },
  });
  const app = Fastify({
    loggerInstance: pino({ level: 'info' }, stream) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app);
  app.get('/ok', async () => ({ ok: true }));
  app.get('/bad', async (_request, reply) => reply.code(422).send({ bad: true }));
  app.get('/boom', async (_request, reply) => reply.code(500).send({ boom: true }));
  await app.ready();
  return app;
}

const levels = { info: 30, warn: 40, error: 50 };

describe('the request log', () => {
  it('writes one line per request with method, path, status and time', async () => {
    const lines: Line[] = [];
    const app = await appLogging(lines);
    await app.inject({ method: 'GET', url: '/ok?page=2' });
    await app.close();
    const requests = lines.filter((line) => line.msg.startsWith('request'));
    expect(requests).toEqual([
      expect.objectContaining({
        level: levels.info,
        method: 'GET',
        url: '/ok?page=2',
        status: 200,
      }),
    ]);
    expect(requests[0]).toHaveProperty('ms');
  });

  it('raises refused requests to warn and failures to error', async () => {
    const lines: Line[] = [];
    const app = await appLogging(lines);
    await app.inject({ method: 'GET', url: '/bad' });
    await app.inject({ method: 'GET', url: '/boom' });
    await app.inject({ method: 'GET', url: '/missing' });
    await app.close();
    const byUrl = Object.fromEntries(lines.filter((l) => l.url).map((l) => [l.url, l.level]));
    expect(byUrl).toEqual({ '/bad': levels.warn, '/boom': levels.error, '/missing': levels.info });
  });
});
