import { z } from 'zod';
import { MessageResponse } from './account';
import { contactAddresses } from './addresses';
import { defineEndpoint } from './endpoint';
import { ApiError } from './error';
import { storableText, type TextLines } from './untrusted-input';

const required = (message: string, max: number, label: string, lines: TextLines = 'one') =>
  storableText({ error: message }, { label, lines })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[0-9\s\-().]{6,32}$/;

/** An email address or a phone number (6 to 20 digits), so the shop can answer. */
const isEmailOrPhone = (value: string) => {
  if (EMAIL.test(value)) return true;
  const digits = value.replace(/\D/g, '').length;
  return PHONE.test(value) && digits >= 6 && digits <= 20;
};

/** `POST /api/contact` (anonymous, rate-limited) → 201 `{ message: 'Thank you for contacting us!' }`.
 *  docs/product.md §3 contact message: email or phone, subject, message. The message is stored and
 *  mailed to the shop (`settings.contact.email`). */
export const ContactMessageRequest = z.object({
  contact: required('Contact is required', 254, 'Contact').refine(isEmailOrPhone, 'Enter an email address or a phone number'),
  subject: required('Subject is required', 200, 'Subject'),
  message: required('Message is required', 5000, 'Message', 'lines'),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;

/** docs/product.md §8 wording of the answer. */
export const CONTACT_THANKS_MESSAGE = 'Thank you for contacting us!';

export const contactEndpoints = {
  /** Anonymous and rate-limited; stored, and mailed to the shop. */
  send: defineEndpoint({
    ...contactAddresses.send,
    body: ContactMessageRequest,
    responses: { 201: MessageResponse, 400: ApiError, 404: ApiError, 429: ApiError },
  }),
};
