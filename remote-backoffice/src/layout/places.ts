import { mayDo, type ShopRole, type StaffPermission } from '@teamwear/shared/contracts/plain';

/** The back office's places, in the menu's order. */
export type BackofficePlace = 'home' | 'orders' | 'customers' | 'catalogue' | 'templates' | 'pictures' | 'team' | 'audit' | 'settings';
export const PLACES: readonly BackofficePlace[] = ['home', 'orders', 'customers', 'catalogue', 'templates', 'pictures', 'team', 'audit', 'settings'];

/** What a role must be allowed to see a place in the menu (any of them); the API refuses the rest anyway. */
const PLACE_PERMISSIONS: Record<BackofficePlace, readonly StaffPermission[]> = {
  home: ['numbers'],
  orders: ['orders'],
  customers: ['customers'],
  // The catalogue page holds the owner's prices and links to the templates and pictures staff manage.
  catalogue: ['catalogue', 'templates', 'pictures'],
  templates: ['templates'],
  pictures: ['pictures'],
  team: ['team'],
  audit: ['audit'],
  settings: ['settings'],
};

/** The home (the shop's numbers) is the back office's own address, for the roles that see the numbers. */
const HOME_PATH = '/backoffice';
/** The catalogue's templates and pictures: under the catalogue in the menu and its address. */
const CATALOGUE_SUB_PATHS: Partial<Record<BackofficePlace, string>> = {
  templates: '/backoffice/catalogue/templates',
  pictures: '/backoffice/catalogue/pictures',
};

/** The module that draws each place (webpack.config.js's exposes, pages.json's `module`). */
const PLACE_MODULES: Record<BackofficePlace, string> = {
  home: 'Home',
  orders: 'Orders',
  customers: 'Customers',
  catalogue: 'Catalogue',
  templates: 'CatalogueTemplates',
  pictures: 'CataloguePictures',
  team: 'Team',
  audit: 'Audit',
  settings: 'Settings',
};

/** Whether the role sees the place in its menu. */
export function placeShownTo(place: BackofficePlace, role: ShopRole | null): boolean {
  return PLACE_PERMISSIONS[place].some((permission) => mayDo(role, permission));
}

/** A place's address. */
export function placePath(place: BackofficePlace): string {
  return CATALOGUE_SUB_PATHS[place] ?? (place === 'home' ? HOME_PATH : `/backoffice/${place}`);
}

/** Whether the place is under the catalogue in the menu. */
export function isCataloguePart(place: BackofficePlace): boolean {
  return CATALOGUE_SUB_PATHS[place] !== undefined;
}

/** The remote module that draws the place, as the shell's loader names it ('backoffice/Customers'). */
export function placeModule(place: BackofficePlace): string {
  return `backoffice/${PLACE_MODULES[place]}`;
}

/** The modules of the places the role's menu offers besides `current`, in the menu's order: the
 *  code a click on one of them would wait for. */
export function otherPlaceModules(current: BackofficePlace, role: ShopRole | null): string[] {
  return PLACES.filter((place) => place !== current && placeShownTo(place, role)).map(placeModule);
}
