import { renderToStaticMarkup } from 'react-dom/server';
import { DetailList } from './DetailList';

describe('an order’s details', () => {
  it('name each value by its label, in a description list, in the order given', () => {
    const html = renderToStaticMarkup(
      <DetailList
        testId="order-delivery"
        items={[
          { key: 'address', label: 'Delivery address', children: 'No. 5, Street 310' },
          { key: 'phone', label: 'Phone', children: '+855 12 111 222' },
        ]}
      />,
    );
    expect(html).toMatch(/^<dl data-testid="order-delivery"/);
    const pairs = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((match) => [match[1], match[2]]);
    expect(pairs).toEqual([
      ['Delivery address:', 'No. 5, Street 310'],
      ['Phone:', '+855 12 111 222'],
    ]);
  });
});
