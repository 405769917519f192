import en from './en.json';
import fr from './fr.json';
import ro from './ro.json';
import zh from './zh.json';

/** The pay-groups feature's texts; each language at once, for tests; the app loads one at a time (loaders.ts). */
export const payGroupsMessages = { en, fr, ro, zh };
