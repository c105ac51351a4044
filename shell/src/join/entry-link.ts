/** The private link's entry, as the mail and the page after joining give it. */
export interface EntryLink {
  id: string;
  token: string;
}

/** The private link that changes one's own entry (the same address the API's mail gives). */
export const privateLinkOf = (code: string, link: EntryLink) =>
  `${globalThis.location.origin}/join/${encodeURIComponent(code)}?entry=${encodeURIComponent(link.id)}&token=${encodeURIComponent(link.token)}`;
