import type { ImageType } from '@teamwear/shared/contracts';

/** One picture of the built-in library: drawn by code here, tagged in English and Khmer. */
export interface ArtEntry {
  id: string;
  type: ImageType;
  /** The picture leaves its ground transparent (a vector to print on cloth). */
  transparent: boolean;
  en: readonly string[];
  kh: readonly string[];
  svg: string;
}

/** Tags every picture of a sport shares, whatever it shows. */
export const SPORT_WORDS = { en: ['sport'], kh: ['កីឡា'] } as const;

/** A one-colour picture: the studio's editor can recolour it. */
export const ONE_COLOUR = { en: ['one colour', 'silhouette'], kh: ['ពណ៌តែមួយ'] } as const;
