/** Adds a style sheet to the page once, however often it is asked for: for the few rules an
 *  app draws without antd (the shell's chrome, the home page). */
export function installStyleSheet(id: string, css: string): void {
  if (document.getElementById(id)) return;
  const style = document.createElement('style');
  style.id = id;
  style.textContent = css;
  document.head.appendChild(style);
}
