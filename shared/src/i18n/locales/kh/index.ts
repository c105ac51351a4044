import type { Messages } from '../en';
import { account } from './account';
import { auth } from './auth';
import { embed } from './embed';
import { garments } from './garments';
import { orders } from './orders';
import { shell } from './shell';

export const kh: Messages = { ...shell, ...auth, ...garments, ...account, ...orders, ...embed };
