import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { testDatabaseKind } from '../test-support/test-database';

/** A raw HTTP request, so Node's own parser (not inject) judges it. */
function rawGet(port: number, path: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    },
  );
}

/** Raw bytes on a socket, for requests a well-behaved client library refuses to send. */
function rawBytes(port: number, text: string) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(text, 'latin1'));
      let answer = '';
      socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
      socket.on('error', reject);
      socket.on('close', () => {
        const [head = '', body = ''] = answer.split('\r\n\r\n');
        const [statusLine = '', ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => {
            const at = line.indexOf(':');
            return [line.slice(0, at).toLowerCase(), line.slice(at + 1).trim()];
          }),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
      });
    },
  );
}

describe(`failures before routing on ${testDatabaseKind()}`, () => {
  let harness: TestApp;
  let port: number;
  beforeAll(async () => {
    harness = await createTestApp();
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    port = (harness.app.server.address() as { port: number }).port;
  });
  afterAll(async () => harness.close());

  const expectProblem = (
    answer: {
      status?: number;
      statusCode?: number;
      headers: Record<string, unknown>;
      body: string;
    },
    status: number,
  ) => {
    expect(answer.status ?? answer.statusCode).toBe(status);
    expect(String(answer.headers['content-type'])).toContain('application/problem+json');
    expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const body = JSON.parse(answer.body) as { status: number; detail: string };
    expect(body.status).toBe(status);
    expect(body.detail.length).toBeGreaterThan(10);
  };

  it('answers a malformed URL with a 400 problem', async () => {
    expectProblem(await harness.app.inject({ method: 'GET', url: '/api/companies/%ff' }), 400);
  });

  it('answers a NUL in the path or the query with a 400 problem, signed in or not', async () => {
    const signedIn = await harness.app.inject({
      method: 'GET',
      url: '/api/companies/%00',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expectProblem(signedIn, 400);
    expect((JSON.parse(signedIn.body) as { detail: string }).detail).toContain('null character');
    expectProblem(
      await harness.app.inject({ method: 'GET', url: '/api/pay-stubs?employeeId=a%00b' }),
      400,
    );
  });

  it('answers an id longer than any the API issues with a 414 problem', async () => {
    const url = `/api/companies/${'a'.repeat(101)}`;
    expectProblem(await harness.app.inject({ method: 'GET', url }), 414);
  });

  it('answers headers larger than the server reads with a 431 problem', async () => {
    expectProblem(await rawGet(port, '/api/health', { 'x-big': 'a'.repeat(17_000) }), 431);
  });

  it('answers a header with a control character with a 400 problem', async () => {
    const answer = await rawBytes(
      port,
      'GET /api/companies HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer \x7f\r\n\r\n',
    );
    expectProblem(answer, 400);
  });
});
