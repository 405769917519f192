import type { SvgIconComponent } from '@mui/icons-material';

/** One entry of a role's navigation menu (menus are data; the layout renders them). */
export type MenuItem = {
  id: string;
  /** Catalogue id of the label. */
  titleId: string;
  icon?: SvgIconComponent;
  /** Target path; `{companyId}` and `{employeeId}` are filled from the signed-in user. */
  url?: string;
  /**
   * Pages of this entry whose address is not under `url` (company/{id}/add-employee belongs to
   * Employees, though its address sits under My company's); filled in as `url` is.
   */
  alsoActiveOn?: string[];
  children?: MenuItem[];
};

export type MenuDefinition = { id: string; items: MenuItem[] };

export type MenuContext = { companyId: string | null; employeeId: string | null };

/** The item's path for this user, or null when it names an id the user does not have. */
export function resolveMenuUrl(url: string, context: MenuContext): string | null {
  let missing = false;
  const resolved = url.replace(/\{(companyId|employeeId)\}/g, (_all, name: keyof MenuContext) => {
    const value = context[name];
    if (!value) missing = true;
    return value ? encodeURIComponent(value) : '';
  });
  return missing ? null : resolved;
}

/** The menu with every url filled in; items the user cannot reach are left out. */
export function resolveMenu(items: MenuItem[], context: MenuContext): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    const children = item.children ? resolveMenu(item.children, context) : undefined;
    if (item.url === undefined) {
      return children && children.length > 0 ? [{ ...item, children }] : [];
    }
    const url = resolveMenuUrl(item.url, context);
    if (url === null) return [];
    const alsoActiveOn = item.alsoActiveOn?.flatMap((path) => resolveMenuUrl(path, context) ?? []);
    return [
      {
        ...item,
        url,
        ...(alsoActiveOn ? { alsoActiveOn } : {}),
        ...(children ? { children } : {}),
      },
    ];
  });
}

const matches = (url: string, pathname: string) =>
  pathname === url || pathname.startsWith(url.endsWith('/') ? url : `${url}/`);

/**
 * The id of the item the current page belongs to: the longest url (or page it lists as its own)
 * that contains the path.
 */
export function findActiveItemId(items: MenuItem[], pathname: string): string | null {
  let best: { id: string; length: number } | null = null;
  const visit = (list: MenuItem[]) => {
    for (const item of list) {
      for (const url of [item.url, ...(item.alsoActiveOn ?? [])]) {
        if (url && matches(url, pathname) && url.length > (best?.length ?? -1)) {
          best = { id: item.id, length: url.length };
        }
      }
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return (best as { id: string } | null)?.id ?? null;
}

/** Whether the item or one of its descendants is the active one. */
export function containsItem(item: MenuItem, id: string | null): boolean {
  if (id === null) return false;
  return item.id === id || (item.children ?? []).some((child) => containsItem(child, id));
}
