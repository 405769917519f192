/**
 * What a route puts in its `handle` to appear in the breadcrumbs: a fixed catalogue label, or a
 * label its page reads from data (the company name, the employee's name) under a key.
 */
export type Crumb = { titleId: string } | { labelKey: string; fallbackTitleId: string };

export type CrumbHandle = { crumb?: Crumb };

export type BreadcrumbEntry = { key: string; label: string; to: string; loading: boolean };
