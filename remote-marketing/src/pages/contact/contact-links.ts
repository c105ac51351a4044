/**
 * A phone number as a tel: link: the digits and a leading +, as dialers want them (RFC 3966
 * allows the visual separators, but some phones' dialers do not). Null when no digit is left.
 */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/[^\d]/g, '');
  if (digits === '') return null;
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`;
}

/** An email address as a mailto: link; null for anything that is not one address. */
export function mailtoHref(email: string): string | null {
  const address = email.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+$/.test(address) ? `mailto:${address}` : null;
}
