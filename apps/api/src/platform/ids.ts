import { uuidv7 } from 'uuidv7';

/** Opaque, time-sortable identifiers for every record. */
export const newId = (): string => uuidv7();
