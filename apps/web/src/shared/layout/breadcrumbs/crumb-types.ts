/**
 * What a route puts in its `handle` to appear in the breadcrumbs: a fixed catalogue label, or a
 * label its page reads from data (the company name, the employee's name) under a key.
 */
export type Crumb = { titleId: string } | { labelKey: string; fallbackTitleId: string };

export type CrumbHandle = {
  crumb?: Crumb;
  /**
   * For a page whose address sits beside its section's instead of under it (the specification's
   * company/{id}/add-employee belongs to company/{id}/employee-management): the section's crumb,
   * shown before the page's own, at `path` beside the page's last segment.
   */
  sectionCrumb?: { titleId: string; path: string };
};

export type BreadcrumbEntry = { key: string; label: string; to: string; loading: boolean };
