import { Order, TransitionRequest } from './orders';

describe('an order’s shipment', () => {
  it('reads as null from an API that does not send it yet, so a newer account page still opens the order', () => {
    const fromOlderApi = Order.shape.shipment.parse(undefined);
    expect(fromOlderApi).toBeNull();
    expect(Order.shape.shipment.parse({ carrier: 'J&T Express', trackingReference: 'JT1' })).toEqual({ carrier: 'J&T Express', trackingReference: 'JT1' });
  });

  it('is asked for by the move to ON_THE_WAY and by no other, as the reason is by REJECTED and CANCELED', () => {
    const fields = (body: unknown) => {
      const parsed = TransitionRequest.safeParse(body);
      return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    };
    expect(fields({ to: 'ON_THE_WAY', carrier: 'J&T Express', trackingReference: 'JT1' })).toEqual({});
    expect(fields({ to: 'ON_THE_WAY', trackingReference: 'JT1' })).toEqual({ carrier: 'The carrier is required to ship an order' });
    expect(fields({ to: 'READY', trackingReference: 'JT1' })).toEqual({ trackingReference: 'The tracking reference is given only when an order goes ON_THE_WAY' });
    expect(fields({ to: 'CANCELED', note: ' ' })).toEqual({ note: 'A reason is required to move an order to CANCELED' });
    expect(fields({ to: 'APPROVED' })).toEqual({});
  });
});
