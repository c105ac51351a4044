import { account } from './account';
import { auth } from './auth';
import { embed } from './embed';
import { garments } from './garments';
import { orders } from './orders';
import { shell } from './shell';

/** English strings, one file per area of the product so that areas are edited apart.
 *  Khmer must have exactly the same keys: it is typed against `Messages`, and a unit test
 *  compares the two trees. */
export const en = { ...shell, ...auth, ...garments, ...account, ...orders, ...embed };

/** Every leaf a string, the same tree as English: what a translation of `T` must provide (the
 *  remotes type their Khmer strings with it too). */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };
type Leaves<T> = Translation<T>;
export type Messages = Leaves<typeof en>;
export interface AreaMessages {
  shell: Leaves<typeof shell>;
  auth: Leaves<typeof auth>;
  garments: Leaves<typeof garments>;
  account: Leaves<typeof account>;
  orders: Leaves<typeof orders>;
  embed: Leaves<typeof embed>;
}
