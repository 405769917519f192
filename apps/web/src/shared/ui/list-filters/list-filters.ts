/** A list's filters: `q` (the typed search) and a status, both empty when not used. */
export type ListFilters = { q: string; status: string };
