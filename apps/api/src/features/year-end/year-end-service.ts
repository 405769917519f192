import type { CompanyW2s, EmployeeW2, Form941, W2Item } from '@paydesk/contracts';
import {
  isEngineInputError,
  reconcileW3,
  supportedTaxYears,
  w2sOf,
  w3Of,
  type W2,
  type W2Boxes,
  type W2Stub,
} from '@paydesk/engine';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { decryptSecret } from '@paydesk/api/platform/crypto';
import { AppError, notFound } from '@paydesk/api/platform/errors/app-error';
import { canReadW2Of } from './policies/year-end-policy';
import { stateIdsByState } from './state-tax-ids-service';
import { w2StubOf } from './w2-stubs';
import { w2EmployeeCopiesPdf } from './w2-employee-pdf';
import { w2ChecksOf } from './w2-checks';
import { truncatedSsnOf, w2PartiesOf } from './w2-parties';
import { correctionOf, emptyBoxes, publishedBoxesOf } from './w2-corrections';
import { addressLines, checkEfw2, efw2AddressOf, efw2TextOf, w2NameOf } from './efw2-file';
import {
  companyOfEmployee,
  employeesOf,
  employerOf,
  publicationOf,
  publishedBoxesOfYear,
  terminatedWithoutFinalPayroll,
  yearStubs,
  type EmployerRow,
  type W2EmployeeRow,
} from './year-end-repository';

/** Form 941 of a quarter, as the tax-filings feature computes it (wired in services.ts). */
export type Form941Source = {
  form941: (companyId: string, query: { quarter: string }) => Promise<Form941>;
};

/** Whether the SSNs in the file are unsealed (the company's owner) or left as zeros. */
export type SsnDisclosure = 'full' | 'none';

export function taxYearOf(text: string, field: string): number {
  const year = Number(text);
  if (supportedTaxYears().includes(year)) return year;
  throw new AppError(
    'request.invalid',
    `${field}: has no tax data for ${text}; supported tax years: ${supportedTaxYears().join(', ')}`,
    { path: field, codeOnField: false },
  );
}

/** A rule the stubs break is named (the stub, the field), not a server error. */
function computed<T>(what: string, compute: () => T): T {
  try {
    return compute();
  } catch (error) {
    if (!isEngineInputError(error)) throw error;
    throw new AppError(
      'request.unprocessable',
      `${what} cannot be computed: ${error.field} ${error.message}.`,
    );
  }
}

const nameOf = w2NameOf;

/** The API's boxes: the contract names no box 7 (tips are not paid through the payroll). */
export const boxesAnswer = (boxes: W2Boxes): W2Item['boxes'] => ({
  '1': boxes['1'],
  '2': boxes['2'],
  '3': boxes['3'],
  '4': boxes['4'],
  '5': boxes['5'],
  '6': boxes['6'],
  '10': boxes['10'],
  '12': boxes['12'],
  '13': boxes['13'],
  '14': boxes['14'],
  '15-20': boxes['15-20'],
});

/**
 * The published W-2 boxes against today's: `of` measures one employee's W-2, `withdrawn` lists
 * those published whose every stub was voided since (no W-2 any more).
 */
async function correctionsSincePublishing(
  db: AppContext['database']['db'],
  companyId: string,
  year: number,
  employees: Map<string, W2EmployeeRow>,
) {
  const published = new Map(
    (await publishedBoxesOfYear(db, companyId, year)).map((row) => [
      row.employee_id,
      publishedBoxesOf(row.boxes),
    ]),
  );
  const withdrawnIds = [...published.keys()].filter((id) => !employees.has(id));
  const rows = new Map((await employeesOf(db, companyId, withdrawnIds)).map((r) => [r.id, r]));
  return {
    of: (w2: W2) => correctionOf(published.get(w2.employeeId), boxesAnswer(w2.boxes)),
    withdrawn: withdrawnIds.flatMap((employeeId) => {
      const correction = correctionOf(published.get(employeeId), emptyBoxes());
      return correction
        ? [{ employeeId, name: nameOf(rows.get(employeeId), employeeId), correction }]
        : [];
    }),
  };
}

/** The checklist's terminated employees whose final pay no committed payroll covers yet. */
const withoutFinalPayroll = async (
  db: AppContext['database']['db'],
  companyId: string,
  year: number,
) =>
  (await terminatedWithoutFinalPayroll(db, companyId, year)).map((row) => ({
    employeeId: row.id,
    name: `${row.last_name}, ${row.first_name}`,
    terminationDate: row.termination_date ?? '',
  }));

/**
 * W-2s, the W-3 and the SSA's EFW2 file, computed every time from the issued stubs of the
 * company's committed payrolls paid in the year: a voided payment leaves them at once, and an
 * employee terminated since is on them as long as they were paid.
 */
export function createYearEndService(context: AppContext, form941s: Form941Source) {
  const { db } = context.database;

  async function employer(companyId: string): Promise<EmployerRow> {
    const row = await employerOf(db, companyId);
    if (!row) throw notFound('company.not_found', 'The company');
    return row;
  }

  async function w2sOfCompany(companyId: string, year: number, employeeId?: string) {
    const stubs: W2Stub[] = (await yearStubs(db, companyId, year, employeeId)).map(w2StubOf);
    // Box 15's employer's state ID numbers, as the company entered them, read at every call.
    const stateIds = await stateIdsByState(db, companyId);
    const w2s = computed(`The W-2s of ${year}`, () => w2sOf(year, stubs, stateIds));
    const employees = await employeesOf(
      db,
      companyId,
      w2s.map((w2) => w2.employeeId),
    );
    const byId = new Map(employees.map((row) => [row.id, row]));
    const sorted = [...w2s].sort((a, b) =>
      nameOf(byId.get(a.employeeId), a.employeeId).localeCompare(
        nameOf(byId.get(b.employeeId), b.employeeId),
        'en',
      ),
    );
    return { stubs, w2s: sorted, employees: byId };
  }

  const itemOf = (w2: W2, employees: Map<string, W2EmployeeRow>): W2Item => ({
    employeeId: w2.employeeId,
    name: nameOf(employees.get(w2.employeeId), w2.employeeId),
    boxes: boxesAnswer(w2.boxes),
  });

  async function companyW2s(companyId: string, yearText: string): Promise<CompanyW2s> {
    const year = taxYearOf(yearText, 'querystring.year');
    await employer(companyId);
    const { stubs, w2s, employees } = await w2sOfCompany(companyId, year);
    const w3 = w3Of(w2s);
    const quarters = await Promise.all(
      [1, 2, 3, 4].map(async (quarter) => {
        const form = await form941s.form941(companyId, { quarter: `${year}Q${quarter}` });
        return {
          quarter,
          lines: {
            line2: form.lines['2'],
            line3: form.lines['3'],
            line5aWages: form.lines['5a'].wagesCents,
            line5bWages: 0,
            line5cWages: form.lines['5c'].wagesCents,
            line5dWages: form.lines['5d'].wagesCents,
            line5dTax: form.lines['5d'].taxCents,
          },
        };
      }),
    );
    const publication = await publicationOf(db, companyId, year);
    const corrections = await correctionsSincePublishing(db, companyId, year, employees);
    return {
      year,
      publishedAt: publication?.published_at ?? null,
      items: w2s.map((w2) => ({
        ...itemOf(w2, employees),
        checks: w2ChecksOf(employees.get(w2.employeeId), context.config.encryptionKey),
        changedSincePublishing: corrections.of(w2),
      })),
      withdrawnSincePublishing: corrections.withdrawn,
      terminatedWithoutFinalPayroll: await withoutFinalPayroll(db, companyId, year),
      w3,
      reconciliation: computed(`The W-3 of ${year}`, () => reconcileW3(year, w3, quarters, stubs)),
    };
  }

  /** One employee's W-2: their own, or one of a company the caller manages; 404 otherwise. */
  async function employeeW2(access: Access, employeeId: string, yearText: string) {
    const year = taxYearOf(yearText, 'params.year');
    const found = await companyOfEmployee(db, employeeId);
    if (!found || !(await canReadW2Of(access, { companyId: found.company_id, employeeId }))) {
      throw notFound('employee.not_found', 'The employee');
    }
    const companyId = found.company_id;
    // The employee reads their W-2 once the owner published the year; the employer before.
    if (
      !(await access.canManageCompany(companyId)) &&
      !(await publicationOf(db, companyId, year))
    ) {
      throw new AppError(
        'resource.not_found',
        `Your employer has not published the W-2s of ${year} yet.`,
      );
    }
    const { w2s, employees } = await w2sOfCompany(companyId, year, employeeId);
    const w2 = w2s[0];
    if (!w2) {
      throw notFound(
        'resource.not_found',
        `A W-2 for ${year} (the employee was paid no wages in ${year})`,
      );
    }
    const row = await employer(companyId);
    const answer: EmployeeW2 = {
      year,
      ...itemOf(w2, employees),
      employer: { name: row.name, ein: row.federal_ein },
    };
    return { answer, w2, employee: employees.get(employeeId), employer: row };
  }

  /**
   * The SSA's EFW2 file of the year. It is checked by the same validator the tests use before it
   * is offered; any problem is a 422 naming the record, the employee and the field.
   */
  async function efw2(companyId: string, yearText: string, ssns: SsnDisclosure): Promise<string> {
    const year = taxYearOf(yearText, 'querystring.year');
    const company = await employer(companyId);
    const companyAddress = efw2AddressOf(company);
    if (!company.federal_ein || !companyAddress) {
      throw new AppError(
        'request.unprocessable',
        `The EFW2 file for ${year} cannot be written: the company needs its EIN and physical address first.`,
      );
    }
    const { w2s, employees } = await w2sOfCompany(companyId, year);
    const key = context.config.encryptionKey;
    const ssnOf = (row: W2EmployeeRow | undefined): string | null =>
      ssns === 'full' && row?.legal_id_type === 'ssn' && row.legal_id_encrypted
        ? decryptSecret(key, row.legal_id_encrypted)
        : null;
    const text = computed(`The EFW2 file for ${year}`, () =>
      efw2TextOf({
        year,
        company,
        companyAddress,
        w2s,
        employees,
        ssnOf,
        config: context.config.efw2,
      }),
    );
    checkEfw2(text, year);
    return text;
  }

  /**
   * Copies B, C and 2 for the employee, their SSN truncated to the last four digits; the texts
   * around the form in the language of `Accept-Language`.
   */
  async function employeeW2File(
    access: Access,
    employeeId: string,
    yearText: string,
    acceptLanguage?: string,
  ) {
    const { answer, employee, employer: company } = await employeeW2(access, employeeId, yearText);
    const parties = w2PartiesOf(employee, addressLines(company), truncatedSsnOf(employee));
    return w2EmployeeCopiesPdf(answer, parties, acceptLanguage);
  }

  return {
    companyW2s,
    employeeW2,
    efw2,
    employeeW2File,
    employer,
    /** The year's W-2s with their employees' rows, for publishing them (w2-publication-service). */
    w2sOfCompany,
  };
}

export type YearEndService = ReturnType<typeof createYearEndService>;
