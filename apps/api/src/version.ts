// Replaced at build time by the bundler; the fallback serves tests and tsx runs.
declare const __PAYDESK_VERSION__: string | undefined;

export const appVersion: string =
  typeof __PAYDESK_VERSION__ === 'string' ? __PAYDESK_VERSION__ : '0.1.0-dev';
