/**
 * What the local gateway hands to the API rather than to the apps' built files: its calls, the
 * shop's whoami and the shop's icon. The bytes benchmark reads it too, to tell the API's answers from
 * built files.
 */
export const API_PREFIXES = ['/api', '/whoami', '/favicon.png', '/favicon.ico'];

/** Whether the gateway hands `pathname` to the API. */
export function servedByApi(pathname) {
  return API_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
