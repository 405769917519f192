import { ACH_FILE_PAGE_SIZE, achFileSchema, type AchFile } from '@paydesk/contracts';
import { keysetFetcher, type PageFetcher } from '@web/shared/ui/data-grid/fetch-page';

export const ACH_FILES_PAGE_SIZE = ACH_FILE_PAGE_SIZE;

/** GET /payments/ach/files a page at a time (Page-Key), newest first. */
export const achFilePageFetcher: PageFetcher<AchFile> = keysetFetcher<AchFile>(
  '/payments/ach/files',
  achFileSchema,
);
