import { printRegionOf } from './print-regions';
import { resolveView } from './resolve';

describe('the printed side around a print area', () => {
  it('is null for an area the view does not have', () => {
    expect(printRegionOf(resolveView('boxingtrunk', 'front'), 'chest-centre')).toBeNull();
  });

  it('is the union of the areas on that side: a back’s name and number make one print area', () => {
    const back = resolveView('soccer', 'back');
    const name = back.printAreas['back-name']!;
    const number = back.printAreas['back-number']!;
    const region = printRegionOf(back, 'back-name');
    expect(region).toEqual(printRegionOf(back, 'back-number'));
    expect(region).toEqual({ x: Math.min(name.x, number.x), y: name.y, width: Math.max(name.x + name.width, number.x + number.width) - Math.min(name.x, number.x), height: number.y + number.height - name.y });
  });

  it('keeps a sleeve’s badge on its sleeve and a kit’s shorts number on its shorts', () => {
    const kit = resolveView('soccer', 'front');
    expect(printRegionOf(kit, 'sleeve-left')).toEqual(kit.printAreas['sleeve-left']);
    expect(printRegionOf(kit, 'shorts-number')).toEqual(kit.printAreas['shorts-number']);
  });
});
