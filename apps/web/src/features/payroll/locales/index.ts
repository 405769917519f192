import en from './en.json';
import fr from './fr.json';
import ro from './ro.json';
import zh from './zh.json';

/** The payroll feature's texts; the app merges every feature's catalogue into one per language. */
export const payrollMessages = { en, fr, ro, zh };
