import type { Messages } from '../en';
import { account } from './account';
import { auth } from './auth';
import { designer } from './designer';
import { embed } from './embed';
import { marketing } from './marketing';
import { orders } from './orders';
import { players } from './players';
import { shell } from './shell';

export const kh: Messages = { ...shell, ...auth, ...marketing, ...designer, ...account, ...players, ...orders, ...embed };
