/** Saves a blob under a file name through a temporary link (the browser's own download). */
export function saveFile(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: some browsers start reading the blob only after the click returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}
