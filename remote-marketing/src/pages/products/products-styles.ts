import { installStyleSheet } from '@teamwear/shared/ui';
import { GARMENT_PICTURE_SIZE } from '../../../generated/garment-pictures';
import { gridColumnsCss } from './products-grid';

// The products page is drawn without antd, like the home page: it is one of the pages a visitor
// opens first, and antd would be most of its download. It sits
// on the shell's theme variables (--tw-*), so it wears the shop's colour and dark mode.
const CSS = `
.products { max-width: 1100px; margin: 0 auto; padding: 48px 16px; box-sizing: border-box; }
.products h1 { margin: 0 0 .5em; font-size: 38px; line-height: 1.23; font-weight: 600; }
.products-intro { margin: 0 0 1em; color: var(--tw-text-secondary, rgba(0,0,0,.68)); }
.products-empty { padding: 32px 0; text-align: center; color: var(--tw-text-secondary, rgba(0,0,0,.68)); }
.products-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 16px; }
${gridColumnsCss('.products-grid')}
.products-card { background: var(--tw-bg, #fff); border: 1px solid var(--tw-border, #f0f0f0); border-radius: 8px; }
.products-card h2 { margin: 0; padding: 16px 24px; border-bottom: 1px solid var(--tw-border, #f0f0f0); font-size: 16px; font-weight: 600; line-height: 1.5; }
.products-card-body { padding: 24px; }
/* The picture's width and height attributes give its box before it loads, so nothing moves. */
.products-picture { display: block; box-sizing: border-box; width: 100%; max-width: ${GARMENT_PICTURE_SIZE}px; height: auto; aspect-ratio: 1; margin: 0 auto 16px; border-radius: var(--tw-radius, 6px); background: var(--tw-bg-layout, #f5f5f5); }
.products-design { display: flex; align-items: center; justify-content: center; box-sizing: border-box; width: 100%; min-height: 32px; padding: 4px 15px; border-radius: var(--tw-radius, 6px); background: var(--tw-primary, #10b981); color: var(--tw-on-primary, #111827); text-align: center; text-decoration: none; }
.products-design:hover { filter: brightness(1.08); }
.products-design:focus-visible { outline: 2px solid var(--tw-link, #047857); outline-offset: 2px; }
`;

export function installProductsStyles(): void {
  installStyleSheet('teamwear-products-styles', CSS);
}
