// `npm start`: build what is not built yet, then run the one Paydesk process (API + SPA).
import { ensureBuilt } from './ensure-built.mjs';
import { assertSupportedNode } from './node-version.mjs';

assertSupportedNode();

ensureBuilt();
await import('../apps/api/dist/main.js');
