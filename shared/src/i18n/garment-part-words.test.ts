import { DESIGN_SLUGS } from '@teamwear/design';
import { GARMENTS } from '@teamwear/design/garments';
import { i18n, initI18nIn, showLanguage } from './index';

const garments = DESIGN_SLUGS.map((slug) => [slug, GARMENTS[slug]] as const);

describe('part labels', () => {
  // The strings the parts panel shows (garment.part.<id>), in both languages.
  it('names every part in English and Khmer', async () => {
    await initI18nIn('en');
    await showLanguage('kh');
    const ids = [...new Set(garments.flatMap(([, g]) => g.parts.map((p) => p.id)))];
    for (const lng of ['en', 'kh']) {
      // getResource, not exists(): exists() falls back to English.
      const missing = ids.filter((id) => typeof i18n.getResource(lng, 'translation', `garment.part.${id}`) !== 'string');
      expect({ lng, missing }).toEqual({ lng, missing: [] });
    }
  });
});
