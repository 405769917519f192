/** The ACH pages' addresses (spec §2.3). */
export const achFilesPath = '/ach-file-management';
export const createAchFilePath = `${achFilesPath}/create`;
