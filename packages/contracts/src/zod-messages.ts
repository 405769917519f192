import { en } from 'zod/locales';
import * as z from 'zod/mini';

// English for every message not worded below (zod/mini loads no locale of its own).
z.config(en());

// Readable messages for the generic cases, shared by the API's problems and the SPA's forms.
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return 'This field is required';
    if (issue.code === 'unrecognized_keys') return `Unknown field(s): ${issue.keys.join(', ')}`;
    return undefined;
  },
});
