export { addBusinessDays, isBusinessDay, previousBusinessDay } from './business-days';
export {
  closedForHoliday,
  federalReserveHolidays,
  FIRST_CALENDAR_YEAR,
  LAST_CALENDAR_YEAR,
} from './holidays';
export type { Holiday, HolidayId } from './holidays';
export { checkPaySchedule, DEFAULT_ACH_LEAD_DAYS, payPeriods } from './pay-periods';
export type { PayPeriod, PaySchedule, ScheduleFrequency } from './pay-periods';
