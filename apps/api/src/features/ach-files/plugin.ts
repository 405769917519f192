import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import { createAchFile } from './operations/create-ach-file';
import { downloadAchFile } from './operations/download-ach-file';
import { importAchReturns } from './operations/import-ach-returns';
import { listAchFiles } from './operations/list-ach-files';
import { previewAchFile } from './operations/preview-ach-file';
import type { AchFileServices } from './services';

/** Paying people: ACH files of approved payrolls, and the bank's returns. */
export const achFilesFeature =
  (services: AchFileServices): FeaturePlugin =>
  async (app, { auth }) => {
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['ach-files'] }, [
      previewAchFile,
      createAchFile,
      listAchFiles,
      downloadAchFile,
      importAchReturns,
    ]);
  };
