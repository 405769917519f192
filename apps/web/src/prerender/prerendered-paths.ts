/**
 * The public pages written as HTML at build time, one file per language (build/prerender.mjs);
 * the server answers these addresses with them. Left out: `/reset-password` and the invitation
 * pages (their link's token decides what they show), `/pages/error/:code` (its loader throws the
 * code), the coming-soon pages (their countdown starts from the visitor's clock) and `/`, which
 * sends each visitor somewhere else.
 */
export const prerenderedPaths = [
  '/login',
  '/register',
  '/forgot',
  '/check-mail',
  '/unauthorized',
  '/pages/error',
  '/pages/500',
  '/pages/under-construction',
  '/pages/landing',
  '/pages/contact-us',
  '/pages/faqs',
  '/pages/privacy-policy',
] as const;
