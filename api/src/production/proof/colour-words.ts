import type { ProofLanguage } from '@teamwear/shared/contracts';
import { GARMENT_WORDS } from '@teamwear/shared/i18n/garment-words';
import type { ColourPlace, ColourRole } from './design-colours';
import { fill, proofStrings } from './proof-strings';

/** Longest a layer's own words are quoted in the colour table (a long slogan is cut with an ellipsis). */
const QUOTED = 24;

/** A garment part's name in `language` ("Inside of the neck"), or its id spaced out when the words have none. */
export function partWords(part: string, language: ProofLanguage): string {
  const names: Record<string, string> = GARMENT_WORDS[language].garment.part;
  return names[part] ?? part.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

/** A garment's name in `language` ("Soccer kit"). */
export function productWords(product: string, language: ProofLanguage): string {
  const names: Record<string, string> = GARMENT_WORDS[language].products;
  return names[product] ?? product;
}

/** Where a colour is, as a customer and a workshop read it: "Front number", "Text “ANGKOR”", "Logo 2", "Hem band". */
export function placeWords(place: ColourPlace, language: ProofLanguage): string {
  const t = proofStrings(language).places;
  switch (place.kind) {
    case 'part':
      return partWords(place.part, language);
    case 'stripe':
      return t.stripes[place.stripe];
    case 'buttons':
      return t.buttons;
    case 'pattern':
      return place.part === null ? t.pattern : fill(t.patternOn, { part: partWords(place.part, language).toLocaleLowerCase(language === 'kh' ? 'km' : 'en') });
    case 'layer': {
      const kind = t.layers[place.layer];
      if (place.text !== null) {
        const text = place.text.length > QUOTED ? `${place.text.slice(0, QUOTED - 1)}…` : place.text;
        return fill(t.layerWithText, { kind, text });
      }
      return place.nth > 1 ? fill(t.layerNth, { kind, nth: place.nth }) : kind;
    }
  }
}

/** What of the place has the colour: "Colour", "Outline", "Gradient colour 2". */
export function roleWords(role: ColourRole, language: ProofLanguage): string {
  const t = proofStrings(language).roles;
  return role.kind === 'stop' ? fill(t.stop, { stop: role.stop }) : t[role.kind];
}
