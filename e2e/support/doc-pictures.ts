import { join } from 'node:path';
import { artifactsDir } from './browser';

/**
 * Where the pictures meant for the documentation go. A test run writes them beside the other
 * artifacts (ignored by git), so `npm test` leaves the tree as it found it;
 * `npm run screenshots` retakes the documented ones in docs/screenshots.
 */
export const docPicturesDir =
  process.env.PAYDESK_DOC_PICTURES === '1'
    ? join('docs', 'screenshots')
    : join(artifactsDir, 'doc-pictures');
