import {
  looseObject as classicLoose,
  object as classicObject,
  strictObject as classicStrict,
} from 'zod';
import type * as mini from 'zod/mini';

/*
 * On the server, objects are classic zod's, which check through a function compiled once per
 * schema (`$ZodObjectJIT`); zod/mini's objects walk their shape on every check, 1.5 to 2 times
 * slower, and the API checks every request and answer against the contracts. Bundle size does
 * not matter here. A classic object is a core object with every method a zod/mini object has
 * (`check`, `register`, `clone`, `def`, `shape`, the parsers), and zod/mini's functions
 * (`z.extend`, `z.partial`, `z.optional`…) work on any core object, so the contracts are typed
 * and written as zod/mini throughout (decision 110).
 */
export const object = classicObject as unknown as typeof mini.object;
export const strictObject = classicStrict as unknown as typeof mini.strictObject;
export const looseObject = classicLoose as unknown as typeof mini.looseObject;
