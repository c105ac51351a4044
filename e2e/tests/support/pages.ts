import fs from 'node:fs';
import path from 'node:path';
import { DESIGN_SLUGS } from '@teamwear/design/slugs';
import { mountOf, SHELL_PAGE_PATHS, type RouteOwner } from '@teamwear/shared/routes';

/** One page of the product as a visitor opens it. */
export interface ProductPage {
  /** The address ('*', the not-found page, is opened at an address no page has). */
  address: string;
  owner: RouteOwner;
  public: boolean;
  isStudio: boolean;
}

const repo = path.resolve(import.meta.dirname, '../../..');
const NOT_FOUND_ADDRESS = '/no-such-page';

function remotePages(remote: string): { path: string }[] {
  return JSON.parse(fs.readFileSync(path.join(repo, `remote-${remote}`, 'pages.json'), 'utf8')) as { path: string }[];
}

/** A page list's path as the addresses it stands for: a garment slug for each `:product`. */
function addressesOf(pagePath: string): string[] {
  if (pagePath === '*') return [NOT_FOUND_ADDRESS];
  if (pagePath.includes(':product')) return DESIGN_SLUGS.map((slug) => pagePath.replace(':product', slug));
  return [pagePath];
}

/**
 * Every page of the product: the shell's and each remote's own list (its pages.json, the list its
 * manifest carries), so that a page a remote adds is walked from the day it exists.
 */
export const PRODUCT_PAGES: readonly ProductPage[] = [...SHELL_PAGE_PATHS, ...['marketing', 'designer', 'account'].flatMap((remote) => remotePages(remote).map((page) => page.path))]
  .flatMap(addressesOf)
  .map((address) => {
    const mount = mountOf(address);
    return { address, owner: address === NOT_FOUND_ADDRESS ? 'marketing' : mount.owner, public: mount.public, isStudio: address.startsWith('/design/') };
  });
