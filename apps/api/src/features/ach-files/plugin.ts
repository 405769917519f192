import type { FeaturePlugin } from '@paydesk/api/http/feature';
import { registerOperations } from '@paydesk/api/http/operation';
import type { AchFilePorts } from './ach-ports';
import { createAchFile } from './operations/create-ach-file';
import { downloadAchFile } from './operations/download-ach-file';
import { importAchReturns } from './operations/import-ach-returns';
import { listAchFiles } from './operations/list-ach-files';
import { previewAchFile } from './operations/preview-ach-file';
import { createAchFileServices } from './services';

/** Paying people: ACH files of approved payrolls, and the bank's returns. */
export const achFilesFeature =
  (ports: AchFilePorts): FeaturePlugin =>
  async (app, { context, auth }) => {
    const services = createAchFileServices(context, ports);
    registerOperations(app.withTypeProvider(), { services, auth, tags: ['ach-files'] }, [
      previewAchFile,
      createAchFile,
      listAchFiles,
      downloadAchFile,
      importAchReturns,
    ]);
  };
