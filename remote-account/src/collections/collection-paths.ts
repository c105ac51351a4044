/** The manager's list of collections, and the start form for one design. */
export const COLLECTIONS_PATH = '/me/collections';
export const startCollectionPath = (designId: string) => `${COLLECTIONS_PATH}?design=${encodeURIComponent(designId)}`;

/** A collection's live page: the address the API's mails link to (keep it). */
export const collectionPagePath = (id: string) => `/me/collection?id=${encodeURIComponent(id)}`;

/** The order form with the closed collection's players and sizes chosen. */
export const orderCollectionPath = (designId: string, collectionId: string) => `/me/checkout?design=${encodeURIComponent(designId)}&collection=${encodeURIComponent(collectionId)}`;

/** The players' page, as the link and the QR code give it. */
export const joinAddress = (origin: string, code: string) => `${origin}/join/${encodeURIComponent(code)}`;
