import type { AchFile, AchPreview } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { notFound } from '@paydesk/api/platform/errors/app-error';
import { keysetPage, type PageRequest } from '@paydesk/api/platform/pagination/keyset-page';
import { toAchFile } from './ach-file-answer';
import { createAchFileGeneration } from './ach-file-generation';
import { createAchFileJobs, type AchFileAnswer } from './ach-file-jobs';
import {
  countAchFiles,
  countFilesCreatedOn,
  findAchFile,
  contractorPaymentIdsOfFiles,
  listAchFiles,
  payrollIdsOfFiles,
} from './ach-file-repository';
import { previewOf } from './ach-plan';
import type { AchFilePorts } from './ach-ports';
import { nextFileIdModifier } from './file-limits';

const fileNotFound = () => notFound('ach_file.not_found', 'The ACH file');

/** Preview, generate, list and download ACH files. */
export function createAchFilesService(context: AppContext, ports: AchFilePorts) {
  const { db } = context.database;
  const key = context.config.encryptionKey;
  const { planFor, fundingOf, generateIn } = createAchFileGeneration(context, ports);
  const fileJobs = createAchFileJobs(context, { generateIn });

  /** One transaction: the file, its entries, its payrolls to processing, the audit. */
  async function generate(access: Access, payrollIds: string[], runIds: string[] = []) {
    // Read before the transaction: SQLite's one connection is the transaction's until it ends.
    const scope = await access.companyFilter();
    return db.transaction().execute((trx) => generateIn(trx, access, scope, payrollIds, runIds));
  }

  return {
    /** What a file of these payrolls and contractor runs would hold; reads only. */
    async preview(
      access: Access,
      payrollIds: string[],
      runIds: string[] = [],
    ): Promise<AchPreview> {
      const plan = await planFor(db, await access.companyFilter(), payrollIds, runIds);
      await fundingOf(db, plan);
      // The generation's own check, so that the preview already says when the next file can be made.
      const now = context.clock.now().toISOString();
      nextFileIdModifier(await countFilesCreatedOn(db, now.slice(0, 10)), now);
      return previewOf(plan);
    },

    generate: (access: Access, payrollIds: string[], runIds: string[] = []): Promise<AchFile> =>
      generate(access, payrollIds, runIds),

    /** The file at once, or above `ACH_FILE_JOB_THRESHOLD` payments the job that makes it. */
    generateOrQueue(
      access: Access,
      payrollIds: string[],
      runIds: string[],
      requestKey: string | null,
    ): Promise<AchFileAnswer> {
      return fileJobs.generateOrQueue(access, payrollIds, runIds, requestKey, () =>
        generate(access, payrollIds, runIds),
      );
    },

    /** Files newest first: every file for an administrator, an owner's only files of theirs. */
    async page(access: Access, request: PageRequest) {
      const scope = { companyIds: await access.companyFilter() };
      const page = await keysetPage({
        request,
        fetch: (args) => listAchFiles(db, scope, args),
        count: () => countAchFiles(db, scope),
        keyOf: (row) => [row.created_at, row.id],
      });
      const ids = page.items.map((row) => row.id);
      const payrolls = await payrollIdsOfFiles(db, ids);
      const runs = await contractorPaymentIdsOfFiles(db, ids);
      return {
        ...page,
        items: page.items.map((row) =>
          toAchFile(row, payrolls.get(row.id) ?? [], runs.get(row.id) ?? []),
        ),
      };
    },

    /** The NACHA text, opened only here. */
    async download(access: Access, id: string): Promise<string> {
      const row = await findAchFile(db, { companyIds: await access.companyFilter() }, id);
      if (!row) throw fileNotFound();
      return decryptSecret(key, row.content_encrypted);
    },
  };
}

export type AchFilesService = ReturnType<typeof createAchFilesService>;
