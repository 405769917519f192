/** The owner's time-off pages, under the company. */
export const timeOffRequestsPath = (companyId: string) =>
  `/company/${encodeURIComponent(companyId)}/time-off`;
export const timeOffPoliciesPath = (companyId: string) =>
  `${timeOffRequestsPath(companyId)}/policies`;

/** The employee's own time-off page. */
export const MY_TIME_OFF_PATH = '/employee/time-off';
