// Signing in and preparing users through the API itself, as the browser does (the tenant is told by
// the Host header: "localhost" is the first demo shop).
import http from 'node:http';
import { API_URL, HOST } from './env.mjs';

/** node:http rather than fetch: fetch replaces the Host header, which tells the API the tenant. */
function callAt(baseUrl, method, path, { body, token, headers: extra = {} } = {}) {
  const headers = { host: HOST, accept: 'application/json', ...extra };
  const payload = body === undefined ? undefined : JSON.stringify(body);
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = Buffer.byteLength(payload);
  }
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(`${baseUrl}${path}`, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let data;
        try {
          data = text ? JSON.parse(text) : undefined;
        } catch {
          data = text;
        }
        resolve({ status: response.statusCode, data });
      });
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/**
 * The calls below against the API at `baseUrl`: the product's (API_URL), or another one (the API
 * benchmark's own on PostgreSQL).
 */
export function apiAt(baseUrl) {
  const call = (method, path, options) => callAt(baseUrl, method, path, options);

  /** `POST /api/accounts/token` → { access_token, refresh_token }; throws when it does not sign in. `clientId: 'provider'` for a shop's team. */
  async function signIn({ email, password }, clientId = 'web') {
    const { status, data } = await call('POST', '/api/accounts/token', { body: { email, password, clientId } });
    if (status !== 200 || !data?.access_token) {
      throw new Error(`Sign-in of ${email} answered ${status}: ${JSON.stringify(data).slice(0, 200)}`);
    }
    return { access_token: data.access_token, refresh_token: data.refresh_token };
  }

  /** Registers a customer (201 whether or not the address is new) and signs it in. */
  async function registerAndSignIn(email, password) {
    const { status, data } = await call('POST', '/api/accounts/register', {
      body: { firstName: 'Bench', lastName: 'User', phoneNumber: '+855 12 345 678', email, password, confirmPassword: password },
    });
    if (status !== 201) throw new Error(`Registering ${email} answered ${status}: ${JSON.stringify(data).slice(0, 200)}`);
    return signIn({ email, password });
  }

  /** Saves `count` small designs for the user, so that the list call has rows to answer. */
  async function createDesigns(token, count) {
    const products = ['soccer', 'polo', 'sleeveless'];
    for (let i = 0; i < count; i += 1) {
      const product = products[i % products.length];
      const { status, data } = await call('POST', '/api/designs', {
        token,
        body: { name: `Bench design ${i + 1}`, document: { schemaVersion: 1, product, teamName: `Bench FC ${i + 1}` } },
      });
      if (status !== 201) throw new Error(`Creating a design answered ${status}: ${JSON.stringify(data).slice(0, 200)}`);
    }
  }

  /** A roster of `count` players for the user (one import); answers their ids. */
  async function createRoster(token, count) {
    const rows = Array.from({ length: count }, (_, i) => ({ name: `Bench Player ${i + 1}`, number: i + 1, size: ['S', 'M', 'L', 'XL'][i % 4], team: 'Bench FC' }));
    const imported = await call('POST', '/api/players/import', { token, body: { rows } });
    if (imported.status !== 201) throw new Error(`Importing players answered ${imported.status}: ${JSON.stringify(imported.data).slice(0, 200)}`);
    const { status, data } = await call('GET', `/api/players?pageSize=${count}`, { token });
    if (status !== 200) throw new Error(`Listing players answered ${status}`);
    return data.data.map((player) => player.id);
  }

  /** The first design of the user. */
  async function firstDesignId(token) {
    const { status, data } = await call('GET', '/api/designs?pageSize=1', { token });
    if (status !== 200 || !data.data[0]) throw new Error(`Listing designs answered ${status}`);
    return data.data[0].id;
  }

  /** The id of the user's most recently saved design (of `product`, when given). */
  async function newestDesignId(token, product) {
    const { status, data } = await call('GET', `/api/designs?pageSize=1${product ? `&product=${product}` : ''}`, { token });
    if (status !== 200 || !data.data[0]) throw new Error(`Listing designs${product ? ` of ${product}` : ''} answered ${status}, ${data?.data?.length ?? 0} designs`);
    return data.data[0].id;
  }

  /** The id of the user's newest order. */
  async function newestOrderId(token) {
    const { status, data } = await call('GET', '/api/orders?pageSize=1', { token });
    if (status !== 200 || !data.data[0]) throw new Error(`Listing orders answered ${status}, ${data?.data?.length ?? 0} orders`);
    return data.data[0].id;
  }

  /** The body of an order of `designId` for these players. */
  function orderBody(designId, playerIds) {
    return { designId, players: playerIds.map((playerId) => ({ playerId, size: 'M' })), extras: [{ size: 'L', quantity: 2 }], address: 'No. 5, Street 7, Siem Reap', phone: '+855 12 345 678' };
  }

  /**
   * Places `count` orders for the user. A shop lets a customer keep only so many orders waiting for
   * review, so all but the last few are canceled as they go (a canceled order is listed like any).
   */
  async function placeOrders(token, designId, playerIds, count, { keepReviewing = 10 } = {}) {
    for (let i = 0; i < count; i += 1) {
      const placed = await call('POST', '/api/orders', { token, body: orderBody(designId, playerIds), headers: { 'idempotency-key': `bench-order-${designId}-${i}` } });
      if (placed.status !== 201) throw new Error(`Placing an order answered ${placed.status}: ${JSON.stringify(placed.data).slice(0, 200)}`);
      if (i < count - keepReviewing) {
        const canceled = await call('POST', `/api/orders/${placed.data.data.id}/cancel`, { token, body: {} });
        if (canceled.status !== 200) throw new Error(`Canceling an order answered ${canceled.status}`);
      }
    }
  }

  /**
   * A size collection (issue 37) of a new design of the user, open for a week, printing names and
   * numbers, with shirt and shorts: the address of its players' page, /join/<code>.
   */
  async function createJoinCollection(token) {
    const design = await call('POST', '/api/designs', { token, body: { name: 'Bench kit', document: { schemaVersion: 1, product: 'soccer', teamName: 'Bench FC' } } });
    if (design.status !== 201) throw new Error(`Creating a design answered ${design.status}: ${JSON.stringify(design.data).slice(0, 200)}`);
    const deadline = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
    const body = { designId: design.data.data.id, title: 'Bench FC home kit', deadline, pieces: ['main', 'shorts'], printNames: true, printNumbers: true, message: 'Sizes by Friday please' };
    const { status, data } = await call('POST', '/api/collections', { token, body });
    if (status !== 201) throw new Error(`Starting a size collection answered ${status}: ${JSON.stringify(data).slice(0, 200)}`);
    return `/join/${data.data.code}`;
  }

  return { apiCall: call, signIn, registerAndSignIn, createDesigns, createRoster, firstDesignId, newestDesignId, newestOrderId, orderBody, placeOrders, createJoinCollection };
}

export const { apiCall, signIn, registerAndSignIn, createDesigns, createRoster, firstDesignId, newestDesignId, newestOrderId, orderBody, placeOrders, createJoinCollection } = apiAt(API_URL);
