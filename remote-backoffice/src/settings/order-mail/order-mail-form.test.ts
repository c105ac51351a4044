import { CONTACT_EMAIL_REQUEST, orderMailRequest } from './order-mail-form';

describe('the new-order mail address form', () => {
  it('sends an address as typed, without the spaces around it', () => {
    expect(orderMailRequest('  orders@shop.example ')).toEqual({ ok: true, request: { newOrdersTo: 'orders@shop.example' } });
  });

  it('says why an address cannot be sent', () => {
    expect(orderMailRequest('  ')).toEqual({ ok: false, problem: 'required' });
    expect(orderMailRequest('orders@shop')).toEqual({ ok: false, problem: 'notEmail' });
    expect(orderMailRequest('orders shop@x.example')).toEqual({ ok: false, problem: 'notEmail' });
    expect(orderMailRequest(`${'a'.repeat(250)}@x.example`)).toEqual({ ok: false, problem: 'tooLong' });
  });

  it('goes back to the contact e-mail by sending no address', () => {
    expect(CONTACT_EMAIL_REQUEST).toEqual({ newOrdersTo: null });
  });
});
