import { PROBLEM_CONTENT_TYPE, type Problem } from '@paydesk/contracts';
import type * as z from 'zod/mini';
import { tokenStorage } from './token-storage';

/** What a failed call rejects with: the answer's body, or the text 'Wrong Services' (spec §8). */
export type HttpFailure = { status: number; body: Problem | string };

export const WRONG_SERVICES = 'Wrong Services';

type Hooks = { onUnauthorized: () => void };
let hooks: Hooks = { onUnauthorized: () => undefined };

/** The app installs what a 401 does (navigate to /login); the client never touches location. */
export function configureHttpClient(next: Hooks): void {
  hooks = next;
}

export type RequestOptions<T> = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send `body` (a string) as it is under this media type instead of as JSON. */
  bodyType?: 'text/plain';
  headers?: Record<string, string>;
  /** Validates the answer; omit for answers without a body. */
  schema?: z.ZodMiniType<T>;
  /** Read the answer as text or a Blob instead of JSON. */
  responseType?: 'json' | 'text' | 'blob';
};

export type HttpResponse<T> = { data: T; headers: Headers; status: number };

/** The detail text of a failure, or the fallback the caller names. */
export function failureDetail(error: unknown, fallback: string): string {
  const body = (error as Partial<HttpFailure> | undefined)?.body;
  if (body && typeof body === 'object' && typeof body.detail === 'string') return body.detail;
  return fallback;
}

/**
 * The language the reader chose in the app, which the page shows (`<html lang>`): the server
 * writes the mails a call sends, its documents and its refusals in it. The browser's own
 * Accept-Language would ignore the choice.
 */
function readerLanguage(): Record<string, string> {
  const shown = typeof document === 'undefined' ? '' : document.documentElement.lang;
  return shown ? { 'Accept-Language': shown } : {};
}

export async function apiRequest<T = undefined>(
  path: string,
  options: RequestOptions<T> = {},
): Promise<HttpResponse<T>> {
  const url = path.startsWith('/api') ? path : `/api${path}`;
  const bearer = url.split('?')[0]?.endsWith('/refresh-token')
    ? tokenStorage.readRefreshToken()
    : tokenStorage.readAccessToken();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...readerLanguage(),
    ...options.headers,
  };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (options.body !== undefined) headers['Content-Type'] = options.bodyType ?? 'application/json';
  const body = options.bodyType ? String(options.body) : JSON.stringify(options.body);
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    ...(options.body !== undefined ? { body } : {}),
  });
  if (!response.ok) {
    if (response.status === 401 && !window.location.pathname.includes('/login')) {
      hooks.onUnauthorized();
    }
    const text = await response.text();
    const type = response.headers.get('content-type') ?? '';
    let body: Problem | string = text || WRONG_SERVICES;
    if (text && (type.includes(PROBLEM_CONTENT_TYPE) || type.includes('application/json'))) {
      try {
        body = JSON.parse(text) as Problem;
      } catch {
        body = text;
      }
    }
    const failure: HttpFailure = { status: response.status, body };
    throw failure;
  }
  const kind = options.responseType ?? 'json';
  let data: unknown = undefined;
  if (kind === 'blob') data = await response.blob();
  else if (kind === 'text') data = await response.text();
  else if (response.status !== 204) {
    const text = await response.text();
    data = text ? JSON.parse(text) : undefined;
  }
  return {
    data: options.schema ? options.schema.parse(data) : (data as T),
    headers: response.headers,
    status: response.status,
  };
}
