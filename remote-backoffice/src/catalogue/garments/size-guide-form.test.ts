import { cellOfRefusal, guideChanged, guideDraftsOf, readCentimetres, readGuide } from './size-guide-form';

const SHOP = ['S', 'M', 'L'];
const kit = {
  productType: 'SOCCER_KIT' as const,
  sizeGuide: {
    main: [
      { size: 'S', cm: { chest: 48 } },
      { size: 'M', cm: { chest: 51, length: 70.5 } },
    ],
    shorts: [{ size: 'M', cm: { waist: 38 } }],
    measured: true,
  },
};

describe('the size guide form', () => {
  it('shows every size of the shop for each piece, the guide’s ticked with their measurements', () => {
    const drafts = guideDraftsOf(kit, SHOP);
    expect(drafts.main?.map((row) => [row.size, row.offered, row.cm.chest])).toEqual([
      ['S', true, '48'],
      ['M', true, '51'],
      ['L', false, ''],
    ]);
    expect(drafts.shorts?.map((row) => row.offered)).toEqual([false, true, false]);
    expect(drafts.shorts?.[1]?.cm).toEqual({ waist: '38', hip: '', length: '' });
    expect(guideDraftsOf({ productType: 'TSHIRT', sizeGuide: { ...kit.sizeGuide, shorts: null } }, SHOP).shorts).toBeUndefined();
  });

  it('reads centimetres with a point or a comma, and names what is not a measurement', () => {
    expect(readCentimetres(' 52,5 ')).toEqual({ ok: true, value: 52.5 });
    expect(readCentimetres('')).toEqual({ ok: true, value: undefined });
    expect(readCentimetres('52cm')).toEqual({ ok: false, problem: 'notAMeasure' });
    expect(readCentimetres('52.3')).toEqual({ ok: false, problem: 'measureNotHalf' });
    expect(readCentimetres('0')).toEqual({ ok: false, problem: 'measureTooSmall' });
  });

  it('sends the ticked sizes only; unchanged from the saved guide is not a change', () => {
    const drafts = guideDraftsOf(kit, SHOP);
    const read = readGuide('SOCCER_KIT', drafts);
    expect(read.request).toEqual({ main: kit.sizeGuide.main, shorts: kit.sizeGuide.shorts });
    expect(guideChanged(read, kit)).toBe(false);
    const more = readGuide('SOCCER_KIT', {
      ...drafts,
      shorts: drafts.shorts?.map((row) => ({ ...row, offered: true, cm: { ...row.cm, waist: row.size === 'L' ? '41' : row.cm.waist } })),
    });
    expect(more.request?.shorts).toEqual([
      { size: 'S', cm: {} },
      { size: 'M', cm: { waist: 38 } },
      { size: 'L', cm: { waist: 41 } },
    ]);
    expect(guideChanged(more, kit)).toBe(true);
  });

  it('refuses a piece offered in no size, and a bad cell by its size', () => {
    const drafts = guideDraftsOf(kit, SHOP);
    const none = readGuide('SOCCER_KIT', { ...drafts, shorts: drafts.shorts?.map((row) => ({ ...row, offered: false })) });
    expect(none).toEqual({ request: null, problems: [{ piece: 'shorts', size: '', field: 'offered', problem: 'noSizes' }] });
    const bad = readGuide('SOCCER_KIT', {
      ...drafts,
      main: drafts.main?.map((row) => (row.size === 'M' ? { ...row, cm: { ...row.cm, sleeve: 'long' } } : row)),
    });
    expect(bad.problems).toEqual([{ piece: 'main', size: 'M', field: 'sleeve', problem: 'notAMeasure' }]);
  });

  it('puts the API’s refusal on the size it names', () => {
    const request = { main: kit.sizeGuide.main, shorts: kit.sizeGuide.shorts };
    expect(cellOfRefusal('main.1.cm.length', request)).toEqual({ piece: 'main', size: 'M', field: 'length' });
    expect(cellOfRefusal('shorts.0.size', request)).toEqual({ piece: 'shorts', size: 'M', field: 'offered' });
    expect(cellOfRefusal('shorts', request)).toEqual({ piece: 'shorts', size: '', field: 'offered' });
    expect(cellOfRefusal('productType', request)).toBeNull();
  });
});
