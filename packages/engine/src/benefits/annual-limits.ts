import type { PaycheckDeduction, PaycheckRequest } from '@paydesk/contracts';
import type { BenefitLimitYear } from './benefit-limits';

/** What the limits leave of each deduction, indexed like the request's deductions. */
export type LimitedDeductions = {
  readonly amountsCents: number[];
  /** True where the deduction met a limit: nothing more can be taken in the year (month). */
  readonly limitReached: boolean[];
  /** The employer's HSA contributions of this paycheck, after the HSA limit (indexed likewise). */
  readonly employerHsaCents: number[];
};

/** The employee's age on 31 December of the tax year, when the request says it. */
export const ageOnDecember31 = (request: PaycheckRequest): number | null => {
  const employee = request.employee;
  if (employee === undefined) return null;
  if (employee.ageOnDecember31 !== undefined) return employee.ageOnDecember31;
  if (employee.birthDate === undefined) return null;
  // On the last day of the year everyone born in year Y is exactly taxYear − Y years old.
  return Math.max(0, request.taxYear - Number(employee.birthDate.slice(0, 4)));
};

/** The §414(v) catch-up the age allows, 0 under the age (or when the age is not given). */
export const catchUpCents = (limits: BenefitLimitYear, age: number | null): number => {
  if (age === null || age < limits.catchUp.fromAge) return 0;
  const higher = limits.catchUp.higher;
  return age >= higher.fromAge && age <= higher.toAge ? higher.cents : limits.catchUp.cents;
};

/** Whether the catch-up may only be Roth: prior-year FICA wages above the year's threshold. */
export const rothOnlyCatchUp = (request: PaycheckRequest, limits: BenefitLimitYear): boolean => {
  const threshold = limits.rothCatchUpWagesAboveCents;
  const wages = request.employee?.priorYearFicaWagesCents;
  return threshold !== null && wages !== undefined && wages > threshold;
};

const sumYtd = (deductions: readonly PaycheckDeduction[], kind: PaycheckDeduction['kind']) => {
  let total = 0;
  for (const deduction of deductions) if (deduction.kind === kind) total += deduction.ytdCents ?? 0;
  return total;
};

/**
 * The room each statutory limit leaves this year, shared by the deductions of its kinds and
 * spent in request order.
 */
type Rooms = {
  elective: number;
  /** Traditional 401(k) alone: the base limit when the catch-up must be Roth. */
  traditional: number;
  hsa: number;
  healthFsa: number;
  dependentCare: number;
};

const roomsFor = (
  request: PaycheckRequest,
  limits: BenefitLimitYear,
  employerHsaCents: number,
): Rooms => {
  const deductions = request.deductions;
  const age = ageOnDecember31(request);
  const catchUp = catchUpCents(limits, age);
  const given = request.employee?.electiveDeferralsYtd;
  const traditionalYtd = given?.traditionalCents ?? sumYtd(deductions, '401k');
  const rothYtd = given?.rothCents ?? sumYtd(deductions, 'roth401k');
  const electiveLimit = limits.electiveDeferralCents + catchUp;
  const traditionalLimit = rothOnlyCatchUp(request, limits)
    ? limits.electiveDeferralCents
    : electiveLimit;

  let family = false;
  let hsaEmployerYtd = 0;
  for (const deduction of deductions) {
    if (deduction.kind !== 'hsa') continue;
    if (deduction.hsaCoverage === 'family') family = true;
    hsaEmployerYtd += deduction.employerYtdCents ?? 0;
  }
  const hsaLimit =
    (family ? limits.hsa.familyCents : limits.hsa.selfCents) +
    (age !== null && age >= limits.hsa.catchUpFromAge ? limits.hsa.catchUpCents : 0);
  const federal = request.federal;
  const marriedSeparately =
    federal.w4Version === '2020' && federal.filingStatus === 'married_separately';

  return {
    elective: electiveLimit - traditionalYtd - rothYtd,
    traditional: traditionalLimit - traditionalYtd,
    hsa: hsaLimit - sumYtd(deductions, 'hsa') - hsaEmployerYtd - employerHsaCents,
    healthFsa: limits.healthFsaCents - sumYtd(deductions, 'health_fsa'),
    dependentCare:
      (marriedSeparately
        ? limits.dependentCareFsa.marriedSeparatelyCents
        : limits.dependentCareFsa.cents) - sumYtd(deductions, 'dependent_care_fsa'),
  };
};

/**
 * The employer's HSA contributions come first: what the employer has promised is paid, and the
 * employee's own contribution stops where the two together meet the limit.
 */
const limitEmployerHsa = (
  request: PaycheckRequest,
  limits: BenefitLimitYear,
  employerCents: readonly number[],
): number[] => {
  const result = new Array<number>(request.deductions.length).fill(0);
  let room = roomsFor(request, limits, 0).hsa;
  request.deductions.forEach((deduction, index) => {
    if (deduction.kind !== 'hsa') return;
    const wanted = employerCents[index] ?? 0;
    const taken = Math.max(0, Math.min(wanted, room));
    result[index] = taken;
    room -= taken;
  });
  return result;
};

/**
 * Stops each deduction at its own annual limit and at its kind's limit for the year (commuter:
 * per month), sharing each statutory limit between the deductions of its kinds in request order.
 * `requestedCents` and `employerCents` (fixed and percentage employer parts) are indexed like the
 * request's deductions.
 */
export const applyAnnualLimits = (
  request: PaycheckRequest,
  limits: BenefitLimitYear,
  requestedCents: readonly number[],
  employerCents: readonly number[],
): LimitedDeductions => {
  const deductions = request.deductions;
  const count = deductions.length;
  const amountsCents = new Array<number>(count);
  const limitReached = new Array<boolean>(count).fill(false);
  let employerHsaCents: number[] | null = null;
  let rooms: Rooms | null = null;
  for (let index = 0; index < count; index += 1) {
    const deduction = deductions[index];
    const wanted = requestedCents[index] ?? 0;
    if (deduction === undefined) continue;
    let room = Number.POSITIVE_INFINITY;
    if (deduction.annualLimitCents !== undefined) {
      room = deduction.annualLimitCents - (deduction.ytdCents ?? 0);
    }
    const kind = deduction.kind;
    if (kind === 'commuter') {
      room = Math.min(room, limits.commuterMonthlyCents - (deduction.monthToDateCents ?? 0));
    } else if (
      kind === '401k' ||
      kind === 'roth401k' ||
      kind === 'hsa' ||
      kind === 'health_fsa' ||
      kind === 'dependent_care_fsa'
    ) {
      if (rooms === null) {
        employerHsaCents = limitEmployerHsa(request, limits, employerCents);
        let employerHsaTotal = 0;
        for (const cents of employerHsaCents) employerHsaTotal += cents;
        rooms = roomsFor(request, limits, employerHsaTotal);
      }
      room = Math.min(room, statutoryRoom(rooms, kind));
    }
    const bounded = room < 0 ? 0 : room;
    const taken = wanted < bounded ? wanted : bounded;
    amountsCents[index] = taken;
    if (room !== Number.POSITIVE_INFINITY && wanted >= bounded) limitReached[index] = true;
    if (rooms !== null) spend(rooms, kind, taken);
  }
  return {
    amountsCents,
    limitReached,
    employerHsaCents: employerHsaCents ?? hsaEmployerAsGiven(deductions, employerCents),
  };
};

const hsaEmployerAsGiven = (
  deductions: readonly PaycheckDeduction[],
  employerCents: readonly number[],
): number[] =>
  deductions.map((deduction, index) =>
    deduction.kind === 'hsa' ? (employerCents[index] ?? 0) : 0,
  );

const statutoryRoom = (rooms: Rooms, kind: PaycheckDeduction['kind']): number => {
  switch (kind) {
    case '401k':
      return Math.min(rooms.elective, rooms.traditional);
    case 'roth401k':
      return rooms.elective;
    case 'hsa':
      return rooms.hsa;
    case 'health_fsa':
      return rooms.healthFsa;
    case 'dependent_care_fsa':
      return rooms.dependentCare;
    default:
      return Number.POSITIVE_INFINITY;
  }
};

const spend = (rooms: Rooms, kind: PaycheckDeduction['kind'], cents: number): void => {
  switch (kind) {
    case '401k':
      rooms.elective -= cents;
      rooms.traditional -= cents;
      break;
    case 'roth401k':
      rooms.elective -= cents;
      break;
    case 'hsa':
      rooms.hsa -= cents;
      break;
    case 'health_fsa':
      rooms.healthFsa -= cents;
      break;
    case 'dependent_care_fsa':
      rooms.dependentCare -= cents;
      break;
    default:
      break;
  }
};
