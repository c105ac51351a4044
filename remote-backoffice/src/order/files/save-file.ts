/** Saves a file the page holds (a Blob fetched with the staff's token, which a plain link could not send) to the downloads. */
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
