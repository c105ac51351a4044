import { renderToStaticMarkup } from 'react-dom/server';
import type { ProviderOrderSummary, ShopOrderBoard } from '@teamwear/shared/contracts';
import { changeLanguage, initI18n } from '@teamwear/shared/i18n';
import { loadStrings } from '../../strings';
import { DEFAULT_VIEW } from '../orders-view';
import { OrdersBoard } from './OrdersBoard';

// A card is a router link; here a plain link with the same address is enough to read where it goes.
jest.mock('@teamwear/shared/router', () => ({
  Link: ({ to, children, ...rest }: { to: string; children: import('react').ReactNode }) => {
    const { createElement } = jest.requireActual<typeof import('react')>('react');
    return createElement('a', { href: to, ...rest }, children);
  },
}));
// The icons' CommonJS build requires an ES module jest does not load; the icon is not what is tested.
jest.mock('@ant-design/icons', () => ({ WarningOutlined: () => null }));

const DAY = 86_400_000;

function card(number: number, change: Partial<ProviderOrderSummary> = {}): ProviderOrderSummary {
  return {
    id: `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    number,
    status: 'REVIEWING',
    product: 'soccer',
    productType: 'SOCCER_KIT',
    model: 'Home kit',
    thumbnail: null,
    quantity: 14,
    totalPriceCents: 30_000,
    grandTotalCents: 30_000,
    paidAmountCents: 10_000,
    designedAt: '2026-11-20T08:00:00Z',
    orderedAt: '2026-11-21T08:00:00Z',
    approvedAt: null,
    deliveredAt: null,
    receivedAt: null,
    customer: { id: '00000000-0000-4000-8000-00000000c001', name: 'Sok Dara', email: 'dara@example.com' },
    teamName: 'Mekong Dragons',
    balanceDueCents: 20_000,
    statusSince: new Date(Date.now() - 3 * DAY - 60_000).toISOString(),
    dueBy: null,
    overdue: false,
    ...change,
  };
}

const board: ShopOrderBoard = {
  columns: [
    { status: 'REVIEWING', count: 23, cards: [card(1042, { overdue: true }), card(1043, { teamName: '', balanceDueCents: 0, statusSince: new Date().toISOString() })] },
    { status: 'APPROVED', count: 0, cards: [] },
  ],
  waitingForReview: 23,
};

const html = () => renderToStaticMarkup(<OrdersBoard board={board} view={{ ...DEFAULT_VIEW, search: 'sok' }} />);

/** The markup of the card for order `number`. */
function cardOf(markup: string, number: number): string {
  const start = markup.indexOf(`data-number="${number}"`);
  expect(start).toBeGreaterThan(-1);
  return markup.slice(start, markup.indexOf('</a>', start));
}

beforeAll(async () => {
  await initI18n();
  await loadStrings();
});

describe('the orders board', () => {
  beforeAll(() => changeLanguage('en'));

  it('is a region per status, named by its heading, with its count said in words', () => {
    const markup = html();
    expect(markup).toMatch(/<section aria-labelledby="board-column-REVIEWING"[^>]*data-status="REVIEWING"/);
    expect(markup).toMatch(/<h2 id="board-column-REVIEWING"[^>]*><span>Reviewing<\/span><span data-testid="column-count" aria-label="23 orders">23<\/span><\/h2>/);
    expect(markup).toContain('data-status="APPROVED"');
    expect(markup).toContain('No orders');
  });

  it("links each card to the order's page, with the team, customer, garment, pieces, balance due and wait", () => {
    const late = cardOf(html(), 1042);
    expect(html()).toContain('href="/backoffice/orders/1042"');
    for (const words of ['#1042', 'Mekong Dragons', 'Sok Dara', 'Soccer kit · 14 pcs', '$200.00 due', 'In this status 3 days']) expect(late).toContain(words);
  });

  it('marks a late order in words, not by colour alone, and only the late one', () => {
    expect(cardOf(html(), 1042)).toMatch(/data-testid="late-mark">[^<]*Late/);
    expect(cardOf(html(), 1043)).not.toContain('late-mark');
  });

  it("names a team-less order by its design, and leaves out a balance that is paid", () => {
    const paid = cardOf(html(), 1043);
    expect(paid).toContain('Home kit');
    expect(paid).not.toContain('due');
    expect(paid).toContain('In this status since today');
  });

  it("opens a column's other orders in the table, filtered to that status and keeping the search", () => {
    const markup = html();
    expect(markup).toContain('href="/backoffice/orders?view=table&amp;search=sok&amp;status=REVIEWING&amp;direction=asc"');
    expect(markup).toContain('All 23 Reviewing orders');
    // A column that shows all its orders has no "more".
    expect(markup).not.toContain('status=APPROVED');
  });

  it('says it all in Khmer on a Khmer page', async () => {
    await changeLanguage('kh');
    try {
      const late = cardOf(html(), 1042);
      expect(late).not.toMatch(/Late|pcs|due|In this status/);
      expect(html()).not.toContain('>Reviewing<');
    } finally {
      await changeLanguage('en');
    }
  });
});
