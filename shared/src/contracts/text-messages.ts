// What the API and the forms say of text that cannot be stored, without zod: the account pages
// translate these on their first load, where the contracts (zod) are not. ./untrusted-input checks
// text with them.

export const NUL_MESSAGE = 'Text must not contain NUL characters';
export const UNICODE_MESSAGE = 'Text must be valid Unicode';
