import { z } from 'zod';

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `At most ${max} characters`);

/** `POST /api/contact` (anonymous, rate-limited) → 201 `{ message: 'Thank you for contacting us!' }`.
 *  PRODUCT_SPEC §3 contact message: email or phone, subject, message. */
export const ContactMessageRequest = z.object({
  contact: required('Contact is required', 254),
  subject: required('Subject is required', 200),
  message: required('Message is required', 5000),
});
export type ContactMessageRequest = z.infer<typeof ContactMessageRequest>;
