import en from './en.json';
import fr from './fr.json';
import ro from './ro.json';
import zh from './zh.json';

/** The paycheck feature's texts; each language at once, for tests; the app loads one at a time (loaders.ts). */
export const paycheckMessages = { en, fr, ro, zh };
