/** A group's menu of pages downloads at the first opening of any group (decision 110). */
export const loadChildrenMenu = async () => (await import('./children-menu')).ChildrenMenu;
