import { orderRefusal } from './order-refusal';

const request = { playerIds: ['p1', 'p2'], extraKeys: [] };

describe('why the API did not place an order', () => {
  it('puts field problems on their fields', () => {
    const refusal = orderRefusal({ status: 400, error: { code: 'VALIDATION_FAILED', message: 'Some fields are invalid', fields: { 'players.1.number': 'Number is invalid' } } }, request);
    expect(refusal).toEqual({ kind: 'fields', problems: { form: {}, players: { p2: { number: { key: 'orderMessages.numberInvalid' } } }, extras: {}, other: [] } });
  });

  it('tells the 409s apart: too many orders waiting, a key used for another form', () => {
    expect(orderRefusal({ status: 409, error: { code: 'ORDER_LIMIT_REACHED', message: 'You have 20 open orders' } }, request)).toEqual({ kind: 'tooManyWaiting' });
    expect(orderRefusal({ status: 409, error: { code: 'CONFLICT', message: 'You have 20 orders waiting' } }, request)).toEqual({ kind: 'tooManyWaiting' });
    expect(orderRefusal({ status: 409, error: { code: 'IDEMPOTENCY_KEY_REUSED', message: '…' } }, request)).toEqual({ kind: 'keyReused' });
  });

  it('knows a design that is gone, a lost connection, and keeps any other message', () => {
    expect(orderRefusal({ status: 404, error: { code: 'NOT_FOUND', message: 'No such design' } }, request)).toEqual({ kind: 'designGone' });
    expect(orderRefusal({ status: 0, error: { code: 'NETWORK', message: 'Something went wrong!' } }, request)).toEqual({ kind: 'offline' });
    expect(orderRefusal({ status: 400, error: { code: 'VALIDATION_FAILED', message: 'The address is required' } }, request)).toEqual({
      kind: 'failed',
      message: { key: 'orderMessages.addressRequired' },
    });
    expect(orderRefusal({ status: 500, error: { code: 'INTERNAL', message: 'Database down' } }, request)).toEqual({ kind: 'failed', message: { text: 'Database down' } });
  });
});
