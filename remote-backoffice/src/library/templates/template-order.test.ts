import type { ShopTemplateEntry } from '@teamwear/shared/contracts';
import { byGarment, movedOnePlace } from './template-order';

const entry = (id: string, type: ShopTemplateEntry['type'], position: number): ShopTemplateEntry => ({ id, name: id, type, document: {}, published: true, position, createdAt: '2026-11-28T00:00:00.000Z' });

describe('the templates page’s order', () => {
  it('groups templates by garment, each in its place', () => {
    const groups = byGarment([entry('b', 'SOCCER_KIT', 1), entry('h', 'HOODIE', 0), entry('a', 'SOCCER_KIT', 0)]);
    expect(groups.map((group) => `${group.type}: ${group.templates.map((template) => template.id).join(',')}`)).toEqual(['SOCCER_KIT: a,b', 'HOODIE: h']);
  });

  it('moves one template a place up or down, and not past either end', () => {
    const list = [entry('a', 'TSHIRT', 0), entry('b', 'TSHIRT', 1), entry('c', 'TSHIRT', 2)];
    expect(movedOnePlace(list, 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movedOnePlace(list, 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(movedOnePlace(list, 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(movedOnePlace(list, 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
