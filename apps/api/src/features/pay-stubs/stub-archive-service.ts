import { payStubArchiveName, payStubFileName } from '@paydesk/contracts';
import { zipSync, type Zippable } from 'fflate';
import { z } from 'zod';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { notFound } from '@paydesk/api/platform/errors/app-error';
import type { PayStubsService } from './pay-stubs-service';
import {
  countIssuedStubsOfPayroll,
  findPayrollCompany,
  issuedStubsOfPayroll,
} from './stub-archive-repository';

const archiveInputSchema = z.object({
  payrollId: z.string(),
  acceptLanguage: z.string().nullable(),
});

/** A file name part from a person's name: no path separators or control characters. */
const namePart = (text: string) =>
  text
    .replace(/[\\/:*?"<>|\p{Cc}]/gu, '-')
    .replace(/\s+/g, ' ')
    .trim() || '-';

/** Each stub's entry in the ZIP: the employee's name first, so the list reads alphabetically. */
export const archiveEntryName = (stub: { id: string; first_name: string; last_name: string }) =>
  `${namePart(stub.last_name)}, ${namePart(stub.first_name)} - ${payStubFileName(stub.id)}`;

/**
 * "Download all pay stubs": every issued stub of a payroll as one ZIP, made by a job whose
 * progress counts the stubs drawn. The work only reads, so a restart simply draws them again.
 */
export function createStubArchives(context: AppContext, stubs: PayStubsService) {
  const { db } = context.database;
  const { jobs } = context;

  jobs.define({
    kind: 'pay-stubs.archive',
    run: async ({ job, progress }) => {
      const input = archiveInputSchema.parse(job.input);
      const rows = await issuedStubsOfPayroll(db, input.payrollId);
      const entries: Zippable = {};
      progress(0, rows.length);
      for (const [index, row] of rows.entries()) {
        const pdf = await stubs.pdfOf(row.id, input.acceptLanguage ?? undefined);
        // PDFs are compressed already: stored as they are.
        entries[archiveEntryName(row)] = [new Uint8Array(pdf), { level: 0 }];
        progress(index + 1, rows.length);
      }
      const content = zipSync(entries);
      const name = payStubArchiveName(input.payrollId);
      return {
        result: { fileName: name, fileBytes: content.byteLength, files: rows.length },
        file: { name, mediaType: 'application/zip', content },
      };
    },
  });

  return {
    /** Starts (or finds, by key or by an unfinished one) the archive job of a payroll. */
    async request(
      access: Access,
      payrollId: string,
      acceptLanguage: string | undefined,
      requestKey: string | null,
    ): Promise<string> {
      const payroll = await findPayrollCompany(db, payrollId);
      if (!payroll || !(await access.canManageCompany(payroll.company_id))) {
        throw notFound('payroll.not_found', 'The payroll');
      }
      const { job } = await jobs.submit({
        kind: 'pay-stubs.archive',
        companyId: payroll.company_id,
        requestedBy: access.caller.userId,
        requestKey,
        subjectId: payroll.id,
        input: { payrollId: payroll.id, acceptLanguage: acceptLanguage ?? null },
        total: await countIssuedStubsOfPayroll(db, payroll.id),
      });
      return job.id;
    },
  };
}
