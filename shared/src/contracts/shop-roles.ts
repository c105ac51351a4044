import { z } from 'zod';
import { SHOP_ROLES } from './shop-role-rules';

export * from './shop-role-rules';

export const ShopRole = z.enum(SHOP_ROLES, { error: `role must be one of ${SHOP_ROLES.join(', ')}` });
export type ShopRole = z.infer<typeof ShopRole>;
