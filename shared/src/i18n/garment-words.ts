import { garments as en } from './locales/en/garments';
import { garments as kh } from './locales/kh/garments';

/** The garments' and their parts' names in each language, for what is written without i18next (the API's proofs). */
export const GARMENT_WORDS = { en, kh } as const;
