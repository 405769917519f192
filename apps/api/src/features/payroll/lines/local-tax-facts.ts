import type { EmployerLocalTax, LocalTax, LocalTaxKind, PaycheckState } from '@paydesk/contracts';

/**
 * Something the employer still has to enter before the employee's local taxes can be withheld:
 * a jurisdiction of the Local taxes page (`path` is `localTaxes.<code>`), or a field of the employee's
 * state certificate (`stateTax.<field>`).
 */
export type LocalTaxGap = { path: string; message: string };

/** The employer-entered local taxes of one paycheck, and what keeps any from being complete. */
export type LocalTaxLookup = { taxes: EmployerLocalTax[]; gaps: LocalTaxGap[] };

/** The company's jurisdictions, found by kind and code. */
export type Jurisdictions = ReadonlyMap<string, LocalTax>;

const keyOf = (kind: LocalTaxKind, code: string) => `${kind}:${code}`;

export const jurisdictionsOf = (rows: readonly LocalTax[]): Jurisdictions =>
  new Map(rows.map((row) => [keyOf(row.kind, row.code), row]));

type Of<K extends LocalTaxKind> = Extract<LocalTax, { kind: K }>;

const find = <K extends LocalTaxKind>(
  jurisdictions: Jurisdictions,
  kind: K,
  code: string,
): Of<K> | undefined => jurisdictions.get(keyOf(kind, code)) as Of<K> | undefined;

/** A text field of the certificate, trimmed; undefined when it is empty or absent. */
function textField(state: PaycheckState, field: string): string | undefined {
  const value = state[field];
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

const enterRate = (what: string, code: string, whose: string) =>
  `No ${what} rate is entered for ${code} (the employee's ${whose}): enter its rate on the Local taxes page.`;

// The code ends the path, so a screen can name it in the reader's language.
const psdGap = (code: string, whose: string): LocalTaxGap => ({
  path: `localTaxes.${code}`,
  message: enterRate('Pennsylvania earned income tax', `PSD code ${code}`, whose),
});

const cityGap = (code: string, whose: string): LocalTaxGap => ({
  path: `localTaxes.${code}`,
  message: enterRate('Ohio municipal income tax', `municipality code ${code}`, whose),
});

/**
 * Act 32 EIT from both PSD codes (the higher of the residence's resident rate and the work
 * place's nonresident rate is the engine's rule, so it needs both), and the work place's LST.
 * No code at all is no EIT: the employer has not recorded any.
 */
function pennsylvania(
  state: PaycheckState,
  jurisdictions: Jurisdictions,
  lstPaidCents: number,
): LocalTaxLookup {
  const taxes: EmployerLocalTax[] = [];
  const gaps: LocalTaxGap[] = [];
  const residencePsd = textField(state, 'residencePsd');
  const workPsd = textField(state, 'workPsd');
  if (residencePsd !== undefined && workPsd === undefined) {
    gaps.push({
      path: 'stateTax.workPsd',
      message: `The Pennsylvania earned income tax needs both PSD codes: enter the work place's PSD code on the employee's Pennsylvania certificate (the residence's is ${residencePsd}).`,
    });
  } else if (residencePsd === undefined && workPsd !== undefined) {
    gaps.push({
      path: 'stateTax.residencePsd',
      message: `The Pennsylvania earned income tax needs both PSD codes: enter the residence's PSD code on the employee's Pennsylvania certificate (the work place's is ${workPsd}).`,
    });
  } else if (residencePsd !== undefined && workPsd !== undefined) {
    const residence = find(jurisdictions, 'pa_eit', residencePsd);
    const work = find(jurisdictions, 'pa_eit', workPsd);
    if (!residence) gaps.push(psdGap(residencePsd, 'residence'));
    if (!work && workPsd !== residencePsd) gaps.push(psdGap(workPsd, 'work place'));
    if (residence && work) {
      taxes.push({
        kind: 'paEit',
        residence: {
          localId: residence.localId,
          name: residence.name,
          residentRate: residence.residentRate,
        },
        work: { localId: work.localId, name: work.name, nonresidentRate: work.nonresidentRate },
      });
    }
  }
  // The LST follows the work place alone; a PSD without one entered levies none here.
  const lst = workPsd === undefined ? undefined : find(jurisdictions, 'pa_lst', workPsd);
  if (lst) {
    taxes.push({
      kind: 'paLst',
      localId: lst.localId,
      name: lst.name,
      annualCents: lst.annualCents,
      paidThisYearCents: lstPaidCents,
      exempt: state.lstExempt === true,
    });
  }
  return { taxes, gaps };
}

/**
 * The work city's municipal tax, and the residence city's courtesy withholding when the
 * certificate names another city to live in (living and working in one city is one tax).
 */
function ohio(state: PaycheckState, jurisdictions: Jurisdictions): LocalTaxLookup {
  const workCode = textField(state, 'workMunicipality')?.toLowerCase();
  const residenceCode = textField(state, 'residenceMunicipality')?.toLowerCase();
  const gaps: LocalTaxGap[] = [];
  if (workCode === undefined) {
    if (residenceCode !== undefined) {
      gaps.push({
        path: 'stateTax.workMunicipality',
        message: `The residence city's tax (municipality code ${residenceCode}) is withheld only with the work city's: enter the work municipality on the employee's Ohio certificate.`,
      });
    }
    return { taxes: [], gaps };
  }
  const work = find(jurisdictions, 'oh_municipal', workCode);
  if (!work) gaps.push(cityGap(workCode, 'work city'));
  const livesElsewhere = residenceCode !== undefined && residenceCode !== workCode;
  const residence = livesElsewhere ? find(jurisdictions, 'oh_municipal', residenceCode) : undefined;
  if (livesElsewhere && !residence) gaps.push(cityGap(residenceCode, 'residence city'));
  if (!work || gaps.length > 0) return { taxes: [], gaps };
  return {
    taxes: [
      {
        kind: 'ohMunicipal',
        work: { localId: work.localId, name: work.name, rate: work.rate },
        ...(residence
          ? {
              residence: {
                localId: residence.localId,
                name: residence.name,
                rate: residence.rate,
                creditRate: residence.creditRate,
              },
            }
          : {}),
      },
    ],
    gaps,
  };
}

/**
 * The employer-entered local taxes the engine applies to one paycheck, from the employee's work
 * state certificate and the company's jurisdictions: `lstPaidCents` is the LST already withheld
 * from the employee this year. Other states take none.
 */
export function employerLocalTaxesOf(
  state: PaycheckState | null,
  jurisdictions: Jurisdictions,
  lstPaidCents = 0,
): LocalTaxLookup {
  if (state?.code === 'PA') return pennsylvania(state, jurisdictions, lstPaidCents);
  if (state?.code === 'OH') return ohio(state, jurisdictions);
  return { taxes: [], gaps: [] };
}

/** Whether the paycheck may withhold an LST, so the year's LST so far must be read. */
export const mayWithholdLocalServicesTax = (
  state: PaycheckState | null,
  jurisdictions: Jurisdictions,
): boolean => {
  if (state?.code !== 'PA' || state.lstExempt === true) return false;
  const workPsd = textField(state, 'workPsd');
  return workPsd !== undefined && find(jurisdictions, 'pa_lst', workPsd) !== undefined;
};

type StubTaxes = { employeeTaxes?: { code?: string; amountCents?: number }[] };

/** The LST withheld on earlier stubs of the year, per employee, from their stored lines. */
export function localServicesTaxPaid(
  stubs: readonly { employee_id: string; details: string }[],
): Map<string, number> {
  const paid = new Map<string, number>();
  for (const stub of stubs) {
    const details = JSON.parse(stub.details) as StubTaxes;
    const cents = (details.employeeTaxes ?? [])
      .filter((tax) => tax.code === 'localServicesTax')
      .reduce((sum, tax) => sum + Number(tax.amountCents ?? 0), 0);
    if (cents > 0) paid.set(stub.employee_id, (paid.get(stub.employee_id) ?? 0) + cents);
  }
  return paid;
}
