import type { EmployeeTaxDocuments, W2Publication } from '@paydesk/contracts';
import type { Access } from '@paydesk/api/http/access';
import type { AppContext } from '@paydesk/api/platform/app-context';
import { writeAuditEvent } from '@paydesk/api/platform/audit/audit-repository';
import { AppError, conflict, notFound } from '@paydesk/api/platform/errors/app-error';
import { canReadW2Of } from './policies/year-end-policy';
import { w2ReadyMail } from './w2-ready-mail';
import { boxesAnswer, taxYearOf, type YearEndService } from './year-end-service';
import {
  companyOfEmployee,
  insertPublication,
  insertPublishedBoxes,
  publicationOf,
  publicationsOf,
  yearStubs,
} from './year-end-repository';

/**
 * Publishing a year's W-2s to the employees, and each employee's list of the W-2s published to
 * them. Until the owner publishes, `GET /employees/{id}/w2/{year}` answers the employee 404
 * (year-end-service).
 */
export function createW2PublicationService(context: AppContext, yearEnd: YearEndService) {
  const { db } = context.database;

  /**
   * Publishes the year's W-2s: from now on each employee reads their own, and each one paid in the
   * year is mailed (through the outbox, in the same transaction as the publication and its audit
   * event) that it is ready. A year is published once; each W-2's boxes are kept as published, so
   * later corrections show on the W-2s as the boxes that changed.
   */
  async function publish(access: Access, companyId: string, yearNumber: number) {
    const year = taxYearOf(String(yearNumber), 'body.year');
    const company = await yearEnd.employer(companyId);
    const { w2s, employees } = await yearEnd.w2sOfCompany(companyId, year);
    if (w2s.length === 0) {
      throw new AppError(
        'request.unprocessable',
        `No employee was paid in ${year}: there are no W-2s to publish.`,
        { path: 'year', codeOnField: false },
      );
    }
    const at = context.clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      if (await publicationOf(trx, companyId, year)) {
        throw conflict('resource.conflict', `The W-2s of ${year} are already published.`);
      }
      await insertPublication(trx, {
        company_id: companyId,
        year,
        published_by: access.caller.userId,
        published_at: at,
      });
      // The boxes as published: a stub voided or corrected later shows as a W-2c's before/after.
      await insertPublishedBoxes(
        trx,
        w2s.map((w2) => ({
          company_id: companyId,
          year,
          employee_id: w2.employeeId,
          boxes: JSON.stringify(boxesAnswer(w2.boxes)),
        })),
      );
      for (const w2 of w2s) {
        const row = employees.get(w2.employeeId);
        if (!row?.email) continue;
        await context.mailer.send(
          w2ReadyMail(row.email, { firstName: row.first_name, companyName: company.name, year }),
          trx,
        );
      }
      await writeAuditEvent(trx, at, {
        actorUserId: access.caller.userId,
        action: 'w2.published',
        entityType: 'company',
        entityId: companyId,
        companyId,
        details: { year, employees: w2s.length },
      });
    });
    const answer: W2Publication = { year, publishedAt: at, employees: w2s.length };
    return answer;
  }

  /** The employee's tax documents: each published year they were paid in, newest first. */
  async function taxDocuments(access: Access, employeeId: string): Promise<EmployeeTaxDocuments> {
    const found = await companyOfEmployee(db, employeeId);
    if (!found || !(await canReadW2Of(access, { companyId: found.company_id, employeeId }))) {
      throw notFound('employee.not_found', 'The employee');
    }
    const companyId = found.company_id;
    const company = await yearEnd.employer(companyId);
    const items: EmployeeTaxDocuments['items'] = [];
    for (const publication of await publicationsOf(db, companyId)) {
      const year = Number(publication.year);
      if ((await yearStubs(db, companyId, year, employeeId)).length === 0) continue;
      items.push({ year, employer: company.name, publishedAt: publication.published_at });
    }
    return { items };
  }

  return { publish, taxDocuments };
}

export type W2PublicationService = ReturnType<typeof createW2PublicationService>;
