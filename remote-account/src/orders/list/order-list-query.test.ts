import { lastPageInstead, orderListParams, orderListSearch, readOrderListQuery } from './order-list-query';

describe('My orders’ view in the address', () => {
  it('reads a status and a page, and ignores what it cannot use', () => {
    expect(readOrderListQuery(new URLSearchParams('status=APPROVED&page=3'))).toEqual({ status: 'APPROVED', page: 3 });
    expect(readOrderListQuery(new URLSearchParams('status=approved&page=-2'))).toEqual({ status: null, page: 1 });
    expect(readOrderListQuery(new URLSearchParams('page=2.5'))).toEqual({ status: null, page: 1 });
  });

  it('writes only what differs from the default, and asks the API for the same view', () => {
    expect(orderListParams({ status: null, page: 1 })).toEqual({});
    expect(orderListParams({ status: 'ON_THE_WAY', page: 2 })).toEqual({ status: 'ON_THE_WAY', page: '2' });
    expect(orderListSearch({ status: 'REVIEWING', page: 2 })).toBe('status=REVIEWING&page=2&pageSize=20');
    expect(orderListSearch({ status: null, page: 1 })).toBe('page=1&pageSize=20');
  });

  it('goes back to the last page when the asked one is past the end', () => {
    expect(lastPageInstead({ status: null, page: 4 }, 41)).toBe(3);
    expect(lastPageInstead({ status: null, page: 3 }, 41)).toBeNull();
    expect(lastPageInstead({ status: null, page: 2 }, 0)).toBe(1);
  });
});
