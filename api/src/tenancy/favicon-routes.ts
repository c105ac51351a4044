import { Resvg } from '@resvg/resvg-js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tenantEndpoints } from '@teamwear/shared/contracts';
import { faviconLook, faviconSvg } from '@teamwear/shared/tenant/favicon-look';
import type { TenantRow } from '../db/schema';
import { cachePublicPerShop, PUBLIC_CACHE_CONTROL } from '../http/public-cache';
import { anonymousRateLimit } from '../http/rate-limits';
import { routeOf } from '../http/endpoint-route';
import { FONT_FAMILIES, serverFontPaths } from '../production/fonts/server-fonts';
import { tenantOf } from './tenant-plugin';

/**
 * Each shop's icon, drawn once per tenant row (a changed shop is a new row, so a new icon, as its
 * whoami document): the first drawing loads the server's fonts (about 30 ms), the next ones take
 * half a millisecond.
 */
const icons = new WeakMap<TenantRow, Buffer>();

/** The icon as PNG, drawn by resvg with the server's fonts (Noto Sans, Noto Sans Khmer): the same on every machine. */
export function faviconPng(tenant: TenantRow): Buffer {
  let png = icons.get(tenant);
  if (!png) {
    const svg = faviconSvg(faviconLook(tenant.name, tenant.palette_color, 'day'));
    png = new Resvg(svg, {
      font: { loadSystemFonts: false, fontFiles: serverFontPaths(), defaultFontFamily: FONT_FAMILIES.latin, sansSerifFamily: FONT_FAMILIES.latin },
    })
      .render()
      .asPng();
    icons.set(tenant, png);
  }
  return png;
}

/**
 * `GET /favicon.png`: the shop's icon, linked by index.html, so the browser shows it from the first
 * request. A PNG, not the SVG it is drawn from: Chrome draws a page's SVG icon on the page's main
 * thread (measured with Lighthouse on /design/soccer, mobile: about 70 ms more blocking time than a
 * PNG or no icon). The API does not know the visitor's clock: the letter has its daytime colour,
 * and the shell redraws it for the time of day once the page is idle (shell/src/tenant/favicon.ts).
 * `GET /favicon.ico` answers the same PNG: browsers and crawlers still ask for it by themselves.
 */
export const faviconRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const endpoint of [tenantEndpoints.favicon, tenantEndpoints.faviconIco]) {
    app.route({
      ...routeOf(endpoint, {
        tags: ['tenant'],
        summary: "The shop's icon: the first letter of its name on its colour",
        description: `A 45 × 45 PNG${endpoint === tenantEndpoints.faviconIco ? ' (also at this address, where browsers and crawlers look for an icon)' : ''}; \`Cache-Control: ${PUBLIC_CACHE_CONTROL}\`.`,
        produces: ['image/png'],
      }),
      config: anonymousRateLimit(app.config),
      handler: async (request, reply) => {
        cachePublicPerShop(reply);
        return reply.type('image/png').send(faviconPng(tenantOf(request)));
      },
    });
  }
};
