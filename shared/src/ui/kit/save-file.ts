/**
 * Saves a file the page holds (a Blob) to the user's downloads: a link to an object URL, clicked.
 * The file came from a request with the user's token (a receipt, an export), which a plain link
 * to the API could not make.
 */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the download has started: revoking at once cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
