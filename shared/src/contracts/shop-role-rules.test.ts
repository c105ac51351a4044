import { mayDo, mayMoveOrder, seesOrderIn, shopRoleOf, STAFF_PERMISSIONS, type StaffPermission } from './shop-role-rules';

describe('shop roles', () => {
  it('reads the shop role beside ADMIN, and none for a customer', () => {
    expect(shopRoleOf(['ADMIN', 'PRODUCTION'])).toBe('PRODUCTION');
    expect(shopRoleOf(['ADMIN'])).toBeNull();
    expect(shopRoleOf([])).toBeNull();
  });

  it('gives the owner everything, staff no settings, prices or team, production only the orders', () => {
    const permissions = Object.keys(STAFF_PERMISSIONS) as StaffPermission[];
    expect(permissions.filter((p) => mayDo('OWNER', p))).toEqual(permissions);
    expect(permissions.filter((p) => mayDo('STAFF', p))).toEqual(['orders', 'payments', 'prices', 'customers', 'pictures', 'templates', 'numbers']);
    expect(permissions.filter((p) => mayDo('PRODUCTION', p))).toEqual(['orders']);
    expect(permissions.filter((p) => mayDo(null, p))).toEqual([]);
  });
});

describe('the workshop’s orders', () => {
  it('sees orders from APPROVED on and moves them only PROCESSING → READY → ON_THE_WAY', () => {
    expect(seesOrderIn('PRODUCTION', 'REVIEWING')).toBe(false);
    expect(seesOrderIn('PRODUCTION', 'CANCELED')).toBe(false);
    expect(seesOrderIn('PRODUCTION', 'PROCESSING')).toBe(true);
    expect(seesOrderIn('STAFF', 'REVIEWING')).toBe(true);
    expect(mayMoveOrder('PRODUCTION', 'PROCESSING', 'READY')).toBe(true);
    expect(mayMoveOrder('PRODUCTION', 'READY', 'ON_THE_WAY')).toBe(true);
    expect(mayMoveOrder('PRODUCTION', 'APPROVED', 'PROCESSING')).toBe(false);
    expect(mayMoveOrder('PRODUCTION', 'PROCESSING', 'CANCELED')).toBe(false);
    expect(mayMoveOrder('OWNER', 'REVIEWING', 'APPROVED')).toBe(true);
  });
});
