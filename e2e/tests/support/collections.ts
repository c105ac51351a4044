import { expect, type APIRequestContext } from '@playwright/test';
import { SHOP_ONE } from './env';

/** A collection's identity: its page is `/me/collection?id=`, its players' link `/join/<code>`. */
export interface OpenCollection {
  designId: string;
  id: string;
  code: string;
}

/**
 * A soccer kit design of the customer's ("Home kit", team Angkor FC) and an open size collection of
 * it, both made through the API as the studio and the collection form make them. `collection` is
 * the form's body less the design (title, deadline, pieces, what is printed…).
 */
export async function collectionOfNewDesign(
  request: APIRequestContext,
  headers: Record<string, string>,
  collection: Record<string, unknown>,
  origin = SHOP_ONE,
): Promise<OpenCollection> {
  const design = await request.post(`${origin}/api/designs`, { headers, data: { document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' }, name: 'Home kit' } });
  expect(design.status()).toBe(201);
  const designId = ((await design.json()) as { data: { id: string } }).data.id;
  const started = await request.post(`${origin}/api/collections`, { headers, data: { designId, ...collection } });
  expect(started.status(), await started.text()).toBe(201);
  const { id, code } = ((await started.json()) as { data: { id: string; code: string } }).data;
  return { designId, id, code };
}
