/** Puts text on the clipboard; false when the browser refuses (an insecure page, no permission): the page says to copy it by hand. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
