import type { EmployeeW2 } from '@paydesk/contracts';
import { w3Of } from '@paydesk/engine';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { AppError, conflict } from '@paydesk/api/platform/errors/app-error';
import { addressLines, w2NameOf } from './efw2-file';
import { w2CopiesDPdf, type W2PdfParties } from './w2-pdf';
import { truncatedSsnOf, w2PartiesOf } from './w2-parties';
import { w3Pdf, w3StateBox } from './w3-pdf';
import { boxesAnswer, taxYearOf, type YearEndService } from './year-end-service';
import type { W2EmployeeRow } from './year-end-repository';

/** Box a on copy D: the whole SSN for the company's owner, the last four digits for anyone else. */
export type CopyDSsn = 'full' | 'truncated';

/** A job's progress: copies D drawn, of all. */
type Progress = (done: number, total: number) => void;

/**
 * The employer's PDFs of a year: copy D of every W-2 (kept with its records) and Form W-3, drawn
 * from the same W-2s as `GET /companies/{id}/w2` with the employee's PDF's drawing code.
 */
export function createEmployerFormsService(context: AppContext, yearEnd: YearEndService) {
  const key = context.config.encryptionKey;

  const ssnOf = (row: W2EmployeeRow | undefined, ssn: CopyDSsn): string => {
    if (ssn === 'full' && row?.legal_id_type === 'ssn' && row.legal_id_encrypted) {
      const digits = decryptSecret(key, row.legal_id_encrypted).replace(/\D/g, '');
      return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
    }
    return truncatedSsnOf(row);
  };

  const partiesOf = (
    row: W2EmployeeRow | undefined,
    employerAddress: string[],
    ssn: CopyDSsn,
  ): W2PdfParties => w2PartiesOf(row, employerAddress, ssnOf(row, ssn));

  async function yearOf(companyId: string, yearText: string) {
    const year = taxYearOf(yearText, 'querystring.year');
    const company = await yearEnd.employer(companyId);
    const found = await yearEnd.w2sOfCompany(companyId, year);
    if (found.w2s.length === 0) {
      throw new AppError(
        'resource.not_found',
        `No employee was paid in ${year}: there are no W-2s.`,
      );
    }
    return { year, company, ...found };
  }

  /**
   * Copy D of each W-2 of the year, one a page, in the W-2 list's order. In a request (no
   * progress) a company of more W-2s than `W2_BATCH_JOB_THRESHOLD` is a 409 that names the job.
   */
  async function copiesD(
    companyId: string,
    yearText: string,
    ssn: CopyDSsn,
    progress?: Progress,
  ): Promise<Buffer> {
    const { year, company, w2s, employees } = await yearOf(companyId, yearText);
    const threshold = context.config.w2BatchJobThreshold;
    if (!progress && w2s.length > threshold) {
      throw conflict(
        'job.required',
        `${company.name} has ${w2s.length} W-2s for ${year}, more than one request draws (${threshold}): ask for copy D with POST /api/companies/${companyId}/w2/file/job?year=${year} and download it from the job.`,
      );
    }
    const employerAddress = addressLines(company);
    return w2CopiesDPdf(
      year,
      w2s.map((w2) => {
        const row = employees.get(w2.employeeId);
        const form: EmployeeW2 = {
          year,
          employeeId: w2.employeeId,
          name: w2NameOf(row, w2.employeeId),
          boxes: boxesAnswer(w2.boxes),
          employer: { name: company.name, ein: company.federal_ein },
        };
        return { w2: form, who: partiesOf(row, employerAddress, ssn) };
      }),
      progress,
    );
  }

  /** How many copies D a year holds (404 for a year without wages): a job's total. */
  async function countOf(companyId: string, yearText: string) {
    const { year, w2s } = await yearOf(companyId, yearText);
    return { year, count: w2s.length };
  }

  /** Form W-3: the year's W-2s added up, with the employer. */
  async function w3(companyId: string, yearText: string): Promise<Buffer> {
    const { year, company, w2s } = await yearOf(companyId, yearText);
    return w3Pdf(year, w3Of(w2s), {
      name: company.name,
      ein: company.federal_ein,
      address: addressLines(company),
      stateBox: w3StateBox(w2s.flatMap((w2) => w2.boxes['15-20'])),
    });
  }

  return { copiesD, countOf, w3 };
}

export type EmployerFormsService = ReturnType<typeof createEmployerFormsService>;
