import en from './en.json';
import fr from './fr.json';
import ro from './ro.json';
import zh from './zh.json';

/** The site feature's texts (error screens, utility pages, contact form). */
export const siteMessages = { en, fr, ro, zh };
