// In the browser, objects are zod/mini's: tree-shaken, and no code compiled at run time.
export { looseObject, object, strictObject } from 'zod/mini';
