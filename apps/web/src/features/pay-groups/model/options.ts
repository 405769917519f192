import { payGroupFrequencies } from '@paydesk/contracts';
import { optionsOf } from '@web/shared/forms/options';

export const frequencyOptions = optionsOf(payGroupFrequencies, 'payGroups.frequency');

export const frequencyLabelId = (frequency: string) => `payGroups.frequency.${frequency}`;
export const holidayLabelId = (holiday: string) => `payGroups.holiday.${holiday}`;
export const statusLabelId = (status: string) => `payGroups.status.${status}`;
