// The public face of the ACH files feature: the app layer mounts these.
export { achFilesMessageLoaders } from './locales/loaders';

/** /ach-file-management: the files, their downloads, the return import; loaded when visited. */
export const loadAchFilesPage = async () => (await import('./pages/ach-files-page')).AchFilesPage;

/** /ach-file-management/create: choose payrolls, preview, generate; loaded when visited. */
export const loadCreateAchFilePage = async () =>
  (await import('./pages/create-ach-file-page')).CreateAchFilePage;

/** The payroll view's link to its ACH file (a download); the app passes it to the payroll page. */
export const loadAchFileReference = async () =>
  (await import('./components/ach-file-reference')).AchFileReference;
