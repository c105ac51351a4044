import { matchPage, parsePages } from '@teamwear/shared/routes';
import pagesJson from '../../pages.json';
import { otherPlaceModules, PLACES, placeModule, placePath } from './places';

const pages = parsePages(pagesJson);

describe('the back office places', () => {
  it("name the module the shell draws each place's address with (pages.json)", () => {
    for (const place of PLACES) {
      const found = matchPage(pages, placePath(place));
      expect(found && `backoffice/${found.page.module.replace(/^\.\//, '')}`).toBe(placeModule(place));
    }
  });

  it("fetch early the code of the other pages the role's menu shows, in the menu's order", () => {
    expect(otherPlaceModules('orders', 'OWNER')).toEqual([
      'backoffice/Home',
      'backoffice/Customers',
      'backoffice/Catalogue',
      'backoffice/CatalogueTemplates',
      'backoffice/CataloguePictures',
      'backoffice/Team',
      'backoffice/Audit',
      'backoffice/Settings',
    ]);
    // The workshop sees the orders alone: nothing else to fetch.
    expect(otherPlaceModules('orders', 'PRODUCTION')).toEqual([]);
    expect(otherPlaceModules('home', null)).toEqual([]);
  });
});
