/** The shell's own pages, below its prefixes (/auth, /handoff): with the mount table, so that
 *  the end-to-end tests walk them with the remotes' pages without reaching into the shell. */
export const SHELL_PAGE_PATHS = [
  '/auth/signin',
  '/auth/signup',
  '/auth/forgotpassword',
  '/auth/resetpassword',
  '/auth/unlock',
  '/auth/verifyemail',
  '/auth/otp',
  '/auth/terms',
  '/handoff',
] as const;
export type ShellPagePath = (typeof SHELL_PAGE_PATHS)[number];
