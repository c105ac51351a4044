import { renderToStaticMarkup } from 'react-dom/server';
import type { ServerRequest } from './server-load';
import { useServerData } from './use-server-data';

function Probe({ request }: { request: ServerRequest<string> | null }) {
  return <>{useServerData(request).kind}</>;
}

describe('useServerData', () => {
  it('draws, without a request (the order form before it has anything to price) as with one', () => {
    expect(renderToStaticMarkup(<Probe request={null} />)).toBe('loading');
    expect(renderToStaticMarkup(<Probe request={{ key: 'quote', load: () => new Promise(() => undefined) }} />)).toBe('loading');
  });
});
