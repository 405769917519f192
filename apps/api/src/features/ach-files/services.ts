import type { AppContext } from '@paydesk/api/platform/app-context';
import { createAchFilesService } from './ach-files-service';
import type { AchFilePorts } from './ach-ports';
import { createReturnsService } from './returns-service';

/** The ACH files feature's services, bound to the platform and its ports once at boot. */
export function createAchFileServices(context: AppContext, ports: AchFilePorts) {
  return {
    files: createAchFilesService(context, ports),
    returns: createReturnsService(context, ports.payrolls, ports.contractors),
  };
}

export type AchFileServices = ReturnType<typeof createAchFileServices>;
