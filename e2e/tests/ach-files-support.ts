type Period = { periodEnd: string; payDate: string; status: string };
type ApprovedPayroll = { id: string; companyId: string; payDate: string };

/** One API call naming a company (the payroll calls' Company-Id header). */
async function companyCall<T>(
  baseUrl: string,
  token: string,
  companyId: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      'Company-Id': companyId,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Commits the next open regular period of a company's first pay group, as the administrator:
 * the demo's payrolls are all paid already, and an ACH file needs approved ones. Its salaried employees are
 * paid their period salary; its hourly ones get the given hours so that every line pays.
 */
export async function approveNextPayroll(
  baseUrl: string,
  token: string,
  companyId: string,
): Promise<ApprovedPayroll> {
  const groups = await companyCall<{ items: { id: string; name: string }[] }>(
    baseUrl,
    token,
    companyId,
    'GET',
    '/pay-groups',
  );
  const group = groups.items[0];
  if (!group) throw new Error(`Company ${companyId} has no pay group`);
  const today = new Date().toISOString().slice(0, 10);
  const schedule = await companyCall<{ items: Period[] }>(
    baseUrl,
    token,
    companyId,
    'GET',
    `/pay-groups/${group.id}/payroll-schedules`,
  );
  const period = schedule.items.find((item) => item.status === 'upcoming' && item.payDate > today);
  if (!period) throw new Error(`No open period in ${group.name}`);
  const draft = await companyCall<{ draftId: string }>(
    baseUrl,
    token,
    companyId,
    'POST',
    '/payroll-drafts',
    { payGroupId: group.id, periodEnd: period.periodEnd },
  );
  const read = await companyCall<{
    version: number;
    items: { employeeId: string; paymentType: string }[];
  }>(baseUrl, token, companyId, 'GET', `/payroll-drafts/${draft.draftId}`);
  const hourly = read.items.filter((line) => line.paymentType === 'hourly');
  if (hourly.length > 0) {
    await companyCall(baseUrl, token, companyId, 'PUT', `/payroll-drafts/${draft.draftId}`, {
      version: read.version,
      lines: hourly.map((line) => ({ employeeId: line.employeeId, regularHours: 40 })),
    });
  }
  const payroll = await companyCall<ApprovedPayroll>(
    baseUrl,
    token,
    companyId,
    'POST',
    '/payrolls',
    {
      draftId: draft.draftId,
    },
  );
  return { id: payroll.id, companyId: payroll.companyId, payDate: payroll.payDate };
}

/** The two active demo companies, by name (the first is the demo owner's). */
export async function activeDemoCompanies(
  baseUrl: string,
  token: string,
): Promise<{ id: string; name: string }[]> {
  const response = await fetch(`${baseUrl}/api/companies?status=active`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const page = (await response.json()) as {
    items: { id: string; name: string; status: string }[];
  };
  return page.items.filter((company) => company.status === 'active');
}
