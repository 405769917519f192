import {
  stateProgrammeCodes,
  taxLiabilityTaxes,
  type TaxCode,
  type TaxLiability,
  type TaxLiabilityTax,
} from '@paydesk/contracts';
import type { TaxLineTotal } from './tax-liability-repository';

/** Whom a tax line is owed to, and for what. */
export type LiabilityKey = { agency: string; tax: TaxLiabilityTax };

const programmes = new Set<string>(stateProgrammeCodes);

/**
 * The employees' unemployment contributions of Alaska, New Jersey and Pennsylvania are reported
 * and paid with the employer's unemployment contributions, on the state's unemployment return.
 */
const unemploymentProgrammes = new Set<string>(['AK_UI', 'NJ_UI', 'PA_UC']);

const federal: Partial<Record<TaxCode, TaxLiabilityTax>> = {
  federalIncomeTax: 'federal_income',
  socialSecurity: 'social_security',
  medicare: 'medicare',
  additionalMedicare: 'additional_medicare',
  futa: 'futa',
};

const stateAgency = (state: string | null): string | null =>
  state && /^[A-Z]{2}$/.test(state) ? `state:${state}` : null;

/**
 * A stub's tax line as a ledger entry, by its code and its jurisdiction: federal codes to the
 * IRS; a state's income tax, unemployment and programmes to that state (a programme's code names
 * its state when the line kept no jurisdiction); a local tax, the local services tax included,
 * to its locality. A locality's tax that some states collect with their own (New York City's,
 * Maryland's counties') stays its locality's entry: a return adds them up. A local line stored
 * before localities were kept is its state's. Null for a code the vocabulary does not know.
 */
export function liabilityKeyOf(
  line: Pick<TaxLineTotal, 'code' | 'state' | 'localId'>,
): LiabilityKey | null {
  const federalTax = federal[line.code as TaxCode];
  if (federalTax) return { agency: 'irs', tax: federalTax };
  if (programmes.has(line.code)) {
    const agency = stateAgency(line.state ?? line.code.slice(0, 2));
    const tax = unemploymentProgrammes.has(line.code) ? 'state_unemployment' : 'state_programme';
    return agency ? { agency, tax } : null;
  }
  const agency = stateAgency(line.state);
  switch (line.code) {
    case 'stateIncomeTax':
      return agency ? { agency, tax: 'state_income' } : null;
    case 'suta':
      return agency ? { agency, tax: 'state_unemployment' } : null;
    case 'localIncomeTax':
    case 'localServicesTax':
      if (line.localId) return { agency: `local:${line.localId}`, tax: 'local_income' };
      return agency ? { agency, tax: 'local_income' } : null;
    default:
      return null;
  }
}

const agencyRank = (agency: string): number =>
  agency === 'irs' ? 0 : agency.startsWith('state:') ? 1 : 2;

/** By pay date and payroll, then the IRS, the states and the localities, each tax in its order. */
export const byLedgerOrder = (a: TaxLiability, b: TaxLiability): number =>
  a.payDate.localeCompare(b.payDate) ||
  a.payrollId.localeCompare(b.payrollId) ||
  agencyRank(a.agency) - agencyRank(b.agency) ||
  a.agency.localeCompare(b.agency) ||
  taxLiabilityTaxes.indexOf(a.tax) - taxLiabilityTaxes.indexOf(b.tax);

/**
 * One entry per payroll, agency and tax, each side added up; an entry that owes nothing on either
 * side is left out. Lines of a code the vocabulary does not know are handed to `onUnknown`.
 */
export function ledgerOf(
  totals: readonly TaxLineTotal[],
  dueDateOf: (key: LiabilityKey, payDate: string) => string | null,
  onUnknown: (line: TaxLineTotal) => void,
): TaxLiability[] {
  const entries = new Map<string, TaxLiability>();
  for (const line of totals) {
    const key = liabilityKeyOf(line);
    if (!key) {
      onUnknown(line);
      continue;
    }
    const id = `${line.payrollId}\u0000${key.agency}\u0000${key.tax}`;
    const entry = entries.get(id) ?? {
      payrollId: line.payrollId,
      payDate: line.payDate,
      agency: key.agency,
      tax: key.tax,
      employeeCents: 0,
      employerCents: 0,
      depositDueDate: dueDateOf(key, line.payDate),
    };
    if (line.side === 'employee') entry.employeeCents += line.cents;
    else entry.employerCents += line.cents;
    entries.set(id, entry);
  }
  return [...entries.values()]
    .filter((entry) => entry.employeeCents !== 0 || entry.employerCents !== 0)
    .sort(byLedgerOrder);
}
