import { w2CopiesDFileName } from '@paydesk/contracts';
import { z } from 'zod';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import type { EmployerFormsService } from './employer-forms-service';

const copiesDInputSchema = z.object({
  companyId: z.string(),
  year: z.string(),
  ssn: z.enum(['full', 'truncated']),
});

/**
 * Copy D of every W-2 of a year as a job: the same PDF as `GET /companies/{id}/w2/file`, drawn
 * by a job whose progress counts the employees' pages, kept as the job's file. The work only
 * reads, so a restart draws it again. Box a is decided when asked (the owner's whole SSNs,
 * anyone else's last four) and is part of the job's subject: an owner's and an administrator's
 * requests are never the same job.
 */
export function createW2BatchJobs(context: AppContext, employerForms: EmployerFormsService) {
  const { jobs } = context;

  jobs.define({
    kind: 'year-end.w2-copies-d',
    run: async ({ job, progress }) => {
      const input = copiesDInputSchema.parse(job.input);
      progress(0, job.total);
      const pdf = await employerForms.copiesD(input.companyId, input.year, input.ssn, progress);
      const name = w2CopiesDFileName(input.year, input.companyId);
      return {
        result: { fileName: name, fileBytes: pdf.byteLength, files: 1 },
        file: { name, mediaType: 'application/pdf', content: new Uint8Array(pdf) },
      };
    },
  });

  return {
    /** Starts (or finds, by key or by an unfinished one) the copy D job of a company's year. */
    async request(
      access: Access,
      companyId: string,
      yearText: string,
      requestKey: string | null,
    ): Promise<string> {
      // 404 for a year without wages, at once, as the GET answers it.
      const { year, count } = await employerForms.countOf(companyId, yearText);
      const ssn = access.isOwner ? 'full' : 'truncated';
      const { job } = await jobs.submit({
        kind: 'year-end.w2-copies-d',
        companyId,
        requestedBy: access.caller.userId,
        requestKey,
        subjectId: `w2-copies-d:${year}:${ssn}:${companyId}`,
        input: { companyId, year: String(year), ssn },
        total: count,
      });
      return job.id;
    },
  };
}

export type W2BatchJobs = ReturnType<typeof createW2BatchJobs>;
