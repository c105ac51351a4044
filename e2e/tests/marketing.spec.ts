import { expect, test, type Page } from '@playwright/test';
import { SHOP_ONE, SHOP_TWO } from './support/env';

const GARMENTS = {
  soccer: 'Soccer kit',
  polo: 'Polo shirt',
  sleeveless: 'Sleeveless shirt',
  oversizedshirt: 'Oversized t-shirt',
  tshirt: 'Regular t-shirt',
  hoodie: 'Hoodie',
  boxyfit: 'Boxy t-shirt',
  boxingtrunk: 'Boxing trunks',
} as const;
type Garment = keyof typeof GARMENTS;

/** What the demo shops offer (api/src/db/seed.ts). */
const OFFERED: { origin: string; garments: Garment[] }[] = [
  { origin: SHOP_ONE, garments: ['soccer', 'polo', 'sleeveless', 'oversizedshirt', 'tshirt', 'hoodie', 'boxyfit', 'boxingtrunk'] },
  { origin: SHOP_TWO, garments: ['soccer', 'polo', 'tshirt', 'hoodie'] },
];

for (const { origin, garments } of OFFERED) {
  test(`the products page of ${new URL(origin).hostname} shows a picture of each of its ${garments.length} garments and nothing else`, async ({ page }) => {
    await page.goto(`${origin}/products`);
    const cards = page.locator('[data-remote="marketing"]').getByRole('listitem');
    await expect(cards).toHaveCount(garments.length);
    for (const [slug, name] of Object.entries(GARMENTS) as [Garment, string][]) {
      if (!garments.includes(slug)) {
        await expect(page.getByTestId(`product-${slug}`)).toHaveCount(0);
        continue;
      }
      const picture = page.getByTestId(`product-${slug}`).getByRole('img', { name: `${name}, seen from the front` });
      // Its box is known before the picture loads (no layout shift), and pictures below the fold load as they come near.
      await expect(picture).toHaveAttribute('width', '240');
      await expect(picture).toHaveAttribute('height', '240');
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
    }
    // 1280 px wide: four columns, the first row at once and the rest lazily.
    const loading = await page.getByTestId('garment-picture').evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
    expect(loading).toEqual(garments.map((_, index) => (index < 4 ? 'eager' : 'lazy')));
  });
}

test('a product card leads to its editor', async ({ page }) => {
  await page.goto(`${SHOP_TWO}/products`);
  await page.getByTestId('product-polo').getByRole('link').click();
  await expect(page).toHaveURL(`${SHOP_TWO}/design/polo`);
});

test('the products pictures are described in Khmer on the Khmer page', async ({ page }) => {
  await page.goto(`${SHOP_TWO}/products`);
  await page.getByTestId('language-select').selectOption('kh');
  await expect(page.getByTestId('product-soccer').getByRole('img', { name: 'ឈុតបាល់ទាត់ មើលពីខាងមុខ' })).toBeVisible();
});

/** The demo shops' contact details (api/src/db/seed.ts). */
const CONTACTS = [
  {
    origin: SHOP_ONE,
    address: 'No. 12, Sivatha Boulevard, Svay Dangkum, Siem Reap, Cambodia',
    hours: 'Monday to Saturday, 8:00–17:30',
    phone: '+855 63 760 120',
    tel: 'tel:+85563760120',
    email: 'hello@angkor.test',
    kh: { address: 'ផ្ទះលេខ 12 មហាវិថីសិវុត្ថា សង្កាត់ស្វាយដង្គំ ក្រុងសៀមរាប ប្រទេសកម្ពុជា', hours: 'ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសៅរ៍ ម៉ោង 8:00–17:30' },
  },
  {
    origin: SHOP_TWO,
    address: 'No. 88, Street 51, Boeung Keng Kang 1, Phnom Penh, Cambodia',
    hours: 'Monday to Friday, 9:00–18:00; Saturday, 9:00–12:00',
    phone: '+855 23 990 451',
    tel: 'tel:+85523990451',
    email: 'hello@mekong.test',
    kh: { address: 'ផ្ទះលេខ 88 ផ្លូវលេខ 51 សង្កាត់បឹងកេងកង 1 រាជធានីភ្នំពេញ ប្រទេសកម្ពុជា', hours: 'ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសុក្រ ម៉ោង 9:00–18:00; ថ្ងៃសៅរ៍ ម៉ោង 9:00–12:00' },
  },
];

for (const shop of CONTACTS) {
  test(`the contact page of ${new URL(shop.origin).hostname} shows that shop's address, hours, phone and email`, async ({ page }) => {
    await page.goto(`${shop.origin}/contact`);
    await expect(page.getByTestId('shop-contact-address')).toContainText(shop.address);
    await expect(page.getByTestId('shop-contact-hours')).toContainText(shop.hours);
    await expect(page.getByTestId('shop-contact-phone').getByRole('link', { name: shop.phone })).toHaveAttribute('href', shop.tel);
    await expect(page.getByTestId('shop-contact-email').getByRole('link', { name: shop.email })).toHaveAttribute('href', `mailto:${shop.email}`);
    const others = CONTACTS.filter((other) => other !== shop);
    for (const other of others) {
      await expect(page.getByText(other.address)).toHaveCount(0);
      await expect(page.getByText(other.phone)).toHaveCount(0);
    }
  });

  test(`the contact page of ${new URL(shop.origin).hostname} in Khmer shows the address and hours the shop writes in Khmer`, async ({ page }) => {
    await page.goto(`${shop.origin}/contact`);
    await page.getByTestId('language-select').first().selectOption('kh');
    await expect(page.getByTestId('shop-contact-address')).toContainText(shop.kh.address);
    await expect(page.getByTestId('shop-contact-hours')).toContainText(shop.kh.hours);
    await expect(page.getByText(shop.hours)).toHaveCount(0);
  });
}

test('the contact page hides what the shop does not give', async ({ page }) => {
  // The shop's settings as if it gave only its phone: whoami answered with the rest left out.
  await page.route('**/whoami', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { contact: Record<string, string | null> } };
    body.data.contact = { address: null, hours: null, phone: '+855 63 760 120', email: null };
    await route.fulfill({ response, json: body });
  });
  await page.goto(`${SHOP_ONE}/contact`);
  await expect(page.getByTestId('shop-contact-phone')).toBeVisible();
  await expect(page.getByTestId('shop-contact').locator('[data-testid^="shop-contact-"]')).toHaveCount(1);
  await expect(page.getByText('Visit us')).toHaveCount(0);
  await expect(page.getByText('Open hours')).toHaveCount(0);
});

/** Shop one's whoami with its address and hours in Khmer as given (null: none). */
async function withKhmerContact(page: Page, kh: { address: string | null; hours: string | null }) {
  await page.route('**/whoami', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { contact: Record<string, unknown> } };
    body.data.contact.translations = { kh };
    await route.fulfill({ response, json: body });
  });
}

test('on a Khmer page the contact page shows the address and hours the shop writes in Khmer', async ({ page }) => {
  const kh = { address: 'ផ្ទះលេខ 12 មហាវិថីសិវុត្ថា សង្កាត់ស្វាយដង្គំ ក្រុងសៀមរាប', hours: 'ថ្ងៃច័ន្ទ ដល់ ថ្ងៃសៅរ៍ ម៉ោង 8:00–17:30' };
  await withKhmerContact(page, kh);
  await page.goto(`${SHOP_ONE}/contact`);
  await expect(page.getByTestId('shop-contact-hours')).toContainText(CONTACTS[0]!.hours);
  await page.getByTestId('language-select').first().selectOption('kh');
  await expect(page.getByTestId('shop-contact-address')).toContainText(kh.address);
  await expect(page.getByTestId('shop-contact-hours')).toContainText(kh.hours);
  await expect(page.getByText(CONTACTS[0]!.hours)).toHaveCount(0);
});

test('on a Khmer page a shop that writes its address and hours in English only shows them, marked as English', async ({ page }) => {
  await withKhmerContact(page, { address: null, hours: null });
  await page.goto(`${SHOP_ONE}/contact`);
  await page.getByTestId('language-select').first().selectOption('kh');
  await expect(page.locator('html')).toHaveAttribute('lang', 'km');
  await expect(page.getByTestId('shop-contact-address').locator('[lang="en"]')).toContainText(CONTACTS[0]!.address);
  await expect(page.getByTestId('shop-contact-hours').locator('[lang="en"]')).toContainText(CONTACTS[0]!.hours);
});

test('the contact form says what is missing, then thanks the visitor', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { name: 'Contact us', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Contact is required')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await expect(page.getByText('Message is required')).toBeVisible();

  await page.getByLabel('Email or phone').fill('not a contact');
  await page.getByLabel('Subject').fill('Jerseys for our club');
  await page.getByLabel('Message').fill('We need 18 soccer kits by March.');
  await page.getByRole('button', { name: 'Send' }).click();
  // The API's message lands on the field, and what was typed is kept.
  await expect(page.locator('.ant-form-item-explain-error').filter({ hasText: 'Enter an email address or a phone number' })).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('We need 18 soccer kits by March.');

  await page.getByLabel('Email or phone').fill('coach@club.test');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: 'Thank you for contacting us!' })).toBeVisible();
  await expect(page.getByLabel('Message')).toHaveValue('');
});
