import { wageBaseRateExplanation } from '../explain/wage-base-rate';
import { bandedTax } from '../year-to-date';
import type {
  StateProgramme,
  StateProgrammeAmount,
  StateProgrammeExplanation,
  StateWages,
  YearToDateWages,
} from './state-module';

const wagesAndYtd = (
  basis: StateProgramme['wageBasis'],
  wages: StateWages,
  ytd: YearToDateWages,
): readonly [wagesCents: number, ytdCents: number] => {
  switch (basis) {
    case 'unemployment':
      return [wages.unemploymentWagesCents, ytd.sutaWagesCents];
    case 'socialSecurity':
      return [wages.ficaWagesCents, ytd.socialSecurityWagesCents];
    case 'medicare':
      return [wages.ficaWagesCents, ytd.medicareWagesCents];
  }
};

export const computeProgramme = (
  programme: StateProgramme,
  wages: StateWages,
  ytd: YearToDateWages,
): StateProgrammeAmount => {
  const [wagesCents, ytdCents] = wagesAndYtd(programme.wageBasis, wages, ytd);
  const employee = bandedTax(ytdCents, wagesCents, programme.employeeRate, {
    ...(programme.wageBaseCents === undefined ? {} : { ceilingCents: programme.wageBaseCents }),
    ...(programme.maxEmployeeCents === undefined
      ? {}
      : { maxTaxCents: programme.maxEmployeeCents }),
  });
  const employerCents =
    programme.employerRate === undefined
      ? 0
      : bandedTax(ytdCents, wagesCents, programme.employerRate, {
          ...(programme.wageBaseCents === undefined
            ? {}
            : { ceilingCents: programme.wageBaseCents }),
        }).taxCents;
  return {
    code: programme.code,
    employeePays: programme.employeeRate.numerator !== 0,
    taxableWagesCents: employee.taxableCents,
    employeeCents: employee.taxCents,
    employerCents,
  };
};

/** The employee's and the employer's rate on the same band of wages. */
export const explainProgramme = (
  programme: StateProgramme,
  amount: StateProgrammeAmount,
  wages: StateWages,
  ytd: YearToDateWages,
  publication: string,
): StateProgrammeExplanation => {
  const ytdCents = wagesAndYtd(programme.wageBasis, wages, ytd)[1];
  const { wageBaseCents, employerRate } = programme;
  const taxable = amount.taxableWagesCents;
  const employee = wageBaseRateExplanation(
    taxable,
    ytdCents,
    wageBaseCents,
    programme.employeeRate,
    publication,
  );
  return employerRate === undefined
    ? { employee }
    : {
        employee,
        employer: wageBaseRateExplanation(
          taxable,
          ytdCents,
          wageBaseCents,
          employerRate,
          publication,
        ),
      };
};
