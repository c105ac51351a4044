import { account } from './account';
import { auth } from './auth';
import { designer } from './designer';
import { embed } from './embed';
import { marketing } from './marketing';
import { orders } from './orders';
import { players } from './players';
import { shell } from './shell';

/** English strings, one file per area of the product so that areas are edited apart.
 *  Khmer must have exactly the same keys: it is typed against `Messages`, and a unit test
 *  compares the two trees. */
export const en = { ...shell, ...auth, ...marketing, ...designer, ...account, ...players, ...orders, ...embed };

/** Every leaf a string, the same tree as English: what a translation must provide. */
type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
export type Messages = Leaves<typeof en>;
export interface AreaMessages {
  shell: Leaves<typeof shell>;
  auth: Leaves<typeof auth>;
  marketing: Leaves<typeof marketing>;
  designer: Leaves<typeof designer>;
  account: Leaves<typeof account>;
  players: Leaves<typeof players>;
  orders: Leaves<typeof orders>;
  embed: Leaves<typeof embed>;
}
