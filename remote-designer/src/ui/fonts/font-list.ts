import { callEndpoint } from '@teamwear/shared/api';
import { fontRoutes } from '@teamwear/shared/api-routes';
import type { FontSummary } from '@teamwear/shared/contracts';

let list: Promise<FontSummary[]> | undefined;

/**
 * The catalogue's families, asked for once, when the picker first opens. A list that cannot be
 * had is silent (docs/product.md §8): the picker offers the system fonts alone, and asks again
 * next time it opens.
 */
export function fontList(): Promise<FontSummary[]> {
  list ??= callEndpoint(fontRoutes.list, { check: true }).then((result) => {
    if (result.ok) return result.data;
    list = undefined;
    return [];
  });
  return list;
}
