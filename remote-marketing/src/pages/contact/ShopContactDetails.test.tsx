import { renderToStaticMarkup } from 'react-dom/server';
import type { ShopContact } from '@teamwear/shared/contracts';
import { changeLanguage, initI18n } from '@teamwear/shared/i18n';
import { loadStrings } from '../../strings';
import { givesContactDetails, ShopContactDetails } from './ShopContactDetails';

// The icons' CommonJS build requires an ES module jest does not load; the icons are not tested.
jest.mock('@ant-design/icons', () => ({ ClockCircleOutlined: () => null, EnvironmentOutlined: () => null, MailOutlined: () => null, PhoneOutlined: () => null }));

const ANGKOR: ShopContact = {
  address: 'No. 12, Sivatha Boulevard, Svay Dangkum, Siem Reap, Cambodia',
  hours: 'Monday to Saturday, 8:00–17:30',
  phone: '+855 63 760 120',
  email: 'hello@angkor.test',
  translations: { kh: { address: 'ផ្ទះលេខ 12 មហាវិថីសិវុត្ថា', hours: 'ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសៅរ៍ ម៉ោង 8:00–17:30' } },
};

async function inLanguage(language: 'en' | 'kh', contact: ShopContact): Promise<string> {
  await changeLanguage(language);
  await loadStrings();
  return renderToStaticMarkup(<ShopContactDetails contact={contact} />);
}

beforeAll(async () => {
  await initI18n();
});

describe("the shop's address and hours", () => {
  it('on a Khmer page, as the shop writes them in Khmer', async () => {
    const html = await inLanguage('kh', ANGKOR);
    expect(html).toContain('ផ្ទះលេខ 12 មហាវិថីសិវុត្ថា');
    expect(html).toContain('ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសៅរ៍ ម៉ោង 8:00–17:30');
    expect(html).not.toContain('Sivatha Boulevard');
    expect(html).not.toContain('Monday');
  });

  it('on an English page, in English', async () => {
    const html = await inLanguage('en', ANGKOR);
    expect(html).toContain('Sivatha Boulevard');
    expect(html).toContain('Monday to Saturday');
    expect(html).not.toContain('ថ្ងៃច័ន្ទ');
  });

  it('on a Khmer page of a shop that writes them in English only: in English, marked as English', async () => {
    for (const contact of [{ ...ANGKOR, translations: { kh: { address: null, hours: null } } }, { ...ANGKOR, translations: undefined }]) {
      const html = await inLanguage('kh', contact);
      expect(html).toMatch(/<span lang="en">[^]*Sivatha Boulevard/);
      expect(html).toMatch(/<span lang="en">[^]*Monday to Saturday/);
    }
  });

  it('a shop with Khmer words only for what it gives no English of still gives nothing to show', () => {
    expect(givesContactDetails({ address: null, hours: null, phone: null, email: null, translations: { kh: { address: null, hours: null } } })).toBe(false);
  });
});
