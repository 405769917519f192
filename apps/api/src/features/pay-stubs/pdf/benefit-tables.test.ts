import { payLineNamerFor } from '@paydesk/contracts';
import { describe, expect, it } from 'vitest';
import { sampleStub } from '../sample-stub.test-kit';
import { stubFormatsFor } from './formats';
import { stubCatalogues } from './labels';
import { stubLayout } from './layout';

const layoutIn = (language: 'en' | 'fr', stub = sampleStub()) =>
  stubLayout(stub, stubCatalogues[language], stubFormatsFor(language), payLineNamerFor(language));

const withBenefits = () =>
  sampleStub({
    garnishments: [
      {
        code: 'child_support',
        label: 'Child support',
        caseNumber: 'CS-1',
        amountCents: 20_000,
        ytdCents: 60_000,
      },
    ],
    employerContributions: [
      { code: '401k', label: '401(k)', amountCents: 9_539, ytdCents: 19_078 },
    ],
    employerContributionsCents: 9_539,
  });

describe('the orders and the employer contributions on a pay stub page', () => {
  it('adds an orders table after the deductions and the employer’s contributions after its taxes', () => {
    const titles = layoutIn('en', withBenefits()).tables.map((table) => table.title);
    expect(titles.slice(0, 6)).toEqual([
      'Earnings',
      'Employee taxes',
      'Deductions',
      'Garnishments',
      'Employer taxes',
      'Employer contributions',
    ]);
    const orders = layoutIn('en', withBenefits()).tables[3];
    expect(orders?.rows).toEqual([['Child support', '$200.00', '$600.00']]);
    const employer = layoutIn('fr', withBenefits()).tables[5];
    expect(employer?.title).toBe('Cotisations de l’employeur');
    expect(employer?.rows[0]?.[0]).toBe('401(k)');
  });

  it('leaves both tables out of a stub that has neither', () => {
    const titles = layoutIn('en').tables.map((table) => table.title);
    expect(titles).not.toContain('Garnishments');
    expect(titles).not.toContain('Employer contributions');
  });
});
