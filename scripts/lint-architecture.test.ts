import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repositoryRoot = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repositoryRoot });

/** Lints a fixture as if it were the named file, and answers the rules it broke. */
async function brokenRules(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${repositoryRoot}/${filePath}` });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'parse-error');
}

describe('lint keeps the architecture', () => {
  it('refuses an import along an edge the feature graph does not declare', async () => {
    const rules = await brokenRules(
      'apps/api/src/features/contact/fixture.ts',
      "import { createCompaniesFeature } from '@paydesk/api/features/companies';\nexport const used = createCompaniesFeature;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('refuses a declared edge that bypasses the feature’s index.ts', async () => {
    const rules = await brokenRules(
      'apps/api/src/features/companies/fixture.ts',
      "import { accountsService } from '../auth/accounts-service';\nexport const used = accountsService;\n",
    );
    expect(rules).toContain('import-x/no-restricted-paths');
  });

  it('accepts a declared edge through the index', async () => {
    const rules = await brokenRules(
      'apps/api/src/features/companies/fixture.ts',
      "import { accountsService } from '@paydesk/api/features/auth';\nexport const used = accountsService;\n",
    );
    expect(rules).toEqual([]);
  });

  it('refuses a relative import that leaves its feature folder, in the API and the SPA', async () => {
    const rule = 'paydesk/relative-import-leaving-feature';
    expect(
      await brokenRules(
        'apps/api/src/features/companies/fixture.ts',
        "import { accountsService } from '../auth';\nexport const used = accountsService;\n",
      ),
    ).toContain(rule);
    expect(
      await brokenRules(
        'apps/web/src/features/payroll/components/fixture.ts',
        "import { companyRoutes } from '../../companies';\nexport const used = companyRoutes;\n",
      ),
    ).toContain(rule);
    expect(
      await brokenRules(
        'apps/web/src/features/payroll/components/fixture.ts',
        "import { payrollKeys } from '../api/payroll-keys';\nexport const used = payrollKeys;\n",
      ),
    ).not.toContain(rule);
  });

  it('refuses a repository import, and SQL, in an operation', async () => {
    const rules = await brokenRules(
      'apps/api/src/features/companies/operations/fixture.ts',
      [
        "import { findCompany } from '../repository';",
        'export const used = findCompany;',
        "export const sql = (db: { selectFrom: (table: string) => unknown }) => db.selectFrom('companies');",
        '',
      ].join('\n'),
    );
    expect(rules).toContain('no-restricted-imports');
    expect(rules).toContain('no-restricted-syntax');
  });

  it('refuses the same in the operation of a feature’s room (payroll/drafts)', async () => {
    const rules = await brokenRules(
      'apps/api/src/features/payroll/drafts/operations/fixture.ts',
      [
        "import { findDraft } from '../draft-repository';",
        'export const used = findDraft;',
        "export const sql = (db: { selectFrom: (table: string) => unknown }) => db.selectFrom('payrolls');",
        '',
      ].join('\n'),
    );
    expect(rules).toContain('no-restricted-imports');
    expect(rules).toContain('no-restricted-syntax');
  });

  it('refuses a feature import in the platform and in the HTTP layer', async () => {
    const code =
      "import { authFeature } from '@paydesk/api/features/auth';\nexport const used = authFeature;\n";
    expect(await brokenRules('apps/api/src/platform/fixture.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await brokenRules('apps/api/src/http/fixture.ts', code)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses an import that climbs three levels', async () => {
    const rules = await brokenRules(
      'apps/api/src/features/companies/operations/fixture.ts',
      "import { newId } from '../../../platform/ids';\nexport const used = newId;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });

  it('refuses, in the SPA, a feature import from the shared layer and another feature’s internals', async () => {
    expect(
      await brokenRules(
        'apps/web/src/shared/fixture.ts',
        "import { CompanyPage } from '@web/features/companies';\nexport const used = CompanyPage;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await brokenRules(
        'apps/web/src/features/paycheck/fixture.ts',
        "import { statusOptions } from '@web/features/companies/model/options';\nexport const used = statusOptions;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('refuses, in the SPA, an import that climbs three levels', async () => {
    const rules = await brokenRules(
      'apps/web/src/features/companies/components/wizard/fixture.ts',
      "import { WRONG_SERVICES } from '../../../../shared/http/http-client';\nexport const used = WRONG_SERVICES;\n",
    );
    expect(rules).toContain('no-restricted-imports');
  });
});
