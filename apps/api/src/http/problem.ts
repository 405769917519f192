import { PROBLEM_CONTENT_TYPE, type FieldError, type Problem } from '@paydesk/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { STATUS_CODES } from 'node:http';

export function buildProblem(
  request: FastifyRequest,
  status: number,
  detail: string,
  extra: { code?: string; errors?: FieldError[] } = {},
): Problem {
  return {
    type: status >= 500 ? 'about:blank' : `https://paydesk.test/problems/${status}`,
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail,
    instance: request.url.split('?')[0] ?? request.url,
    ...(extra.code ? { code: extra.code } : {}),
    ...(extra.errors ? { errors: extra.errors } : {}),
  };
}

export function sendProblem(reply: FastifyReply, problem: Problem): FastifyReply {
  return reply.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(problem);
}
