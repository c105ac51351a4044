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

/** One back office page (remote-backoffice/pages.json), as the shop's team or a visitor opens it. */
export interface BackofficePage {
  /** The page list's path: `:number` stands for an order's number, `:id` for a customer's id. */
  path: string;
  /** Opened by the shop's owner; the sign-in and the invitation are a visitor's. */
  signedIn: boolean;
}

const BACKOFFICE_VISITOR_PAGES = ['/backoffice/signin', '/backoffice/invitation'];

/** Every back office page, from the back office's own list, so that a page it adds is walked too. */
export const BACKOFFICE_PAGES: readonly BackofficePage[] = remotePages('backoffice').map((page) => ({
  path: page.path,
  signedIn: !BACKOFFICE_VISITOR_PAGES.includes(page.path),
}));
