export { addBusinessDays, isBusinessDay, previousBusinessDay } from './business-days';
export { FIRST_CALENDAR_YEAR, LAST_CALENDAR_YEAR } from './calendar-range';
export { closedForHoliday, federalReserveHolidays } from './holidays';
export type { Holiday, HolidayId } from './holidays';
export { DEFAULT_ACH_LEAD_DAYS, payPeriods } from './pay-periods';
export type { PayPeriod } from './pay-periods';
export { checkPaySchedule } from './schedule-checks';
export type { PaySchedule, ScheduleFrequency } from './schedule-rules';
