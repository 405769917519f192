import type { FastifyInstance } from 'fastify';
import type { HttpMethod } from './operation';
import type { Policy } from './policy';

export type RouteDeclaration = { method: HttpMethod; url: string; policy: Policy; paged: boolean };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into the library's own declaration
  interface FastifyInstance {
    /** Every /api route with the policy it declared, in registration order. */
    routeDeclarations: RouteDeclaration[];
  }
}

/** Routes of the API reference itself: public documents, not operations. */
const documentationRoutes = ['/api/docs', '/api/openapi.json'];

const isDocumentation = (url: string) =>
  documentationRoutes.some((prefix) => url === prefix || url.startsWith(`${prefix}/`));

const methodsOf = (method: string | string[]): string[] =>
  Array.isArray(method) ? method : [method];

/**
 * Refuses to boot an app with an /api route that declares no policy, and keeps the declarations
 * for the role matrix test and the docs.
 */
export function guardRoutes(app: FastifyInstance): void {
  const declarations: RouteDeclaration[] = [];
  app.decorate('routeDeclarations', declarations);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') || isDocumentation(route.url)) return;
    const policy = route.config?.policy;
    const methods = methodsOf(route.method).filter((method) => method !== 'HEAD');
    if (!policy) {
      throw new Error(`${methods.join(',')} ${route.url} declares no access policy.`);
    }
    for (const method of methods) {
      declarations.push({
        method: method as HttpMethod,
        url: route.url,
        policy,
        paged: route.config?.paged === true,
      });
    }
  });
}
