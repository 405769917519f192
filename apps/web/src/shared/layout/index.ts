export * from './breadcrumbs';
export { LanguageSwitcher } from './language-switcher';
export { Logo } from './logo';
export * from './menu-types';
