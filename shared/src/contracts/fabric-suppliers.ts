// The fabric catalogue's "every supplier", without zod (the studio's fabric panel asks for it; ./fabrics
// builds its schemas on it).

/** `supplierId` absent or `any`: every supplier's fabrics. An unknown supplier answers 404. */
export const ANY_SUPPLIER = 'any';
