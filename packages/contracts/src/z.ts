// zod/mini for every contract; its object builders are chosen by where the contracts run
// (package.json "imports": the browser's in the SPA's build, classic zod's compiled ones on the
// server, zod-objects.server.ts).
export * from 'zod/mini';
export { looseObject, object, strictObject } from '#zod-objects';
