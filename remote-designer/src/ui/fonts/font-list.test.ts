const mockCallEndpoint = jest.fn();
jest.mock('@teamwear/shared/api', () => ({ callEndpoint: (...args: unknown[]) => mockCallEndpoint(...args) as unknown }));

import { fontList } from './font-list';

describe('the font catalogue’s list', () => {
  it('is silent when it cannot be had (the device fonts alone), asked again next time, then kept', async () => {
    mockCallEndpoint.mockResolvedValueOnce({ ok: false, error: { status: 503, message: 'down' } });
    expect(await fontList()).toEqual([]);
    const list = [{ id: 'saira', family: 'Saira', subsets: ['latin'], lang: ['en'], weights: [400, 700], styles: ['normal', 'italic'], category: 'sans-serif' }];
    mockCallEndpoint.mockResolvedValueOnce({ ok: true, data: list });
    expect(await fontList()).toEqual(list);
    expect(await fontList()).toEqual(list);
    expect(mockCallEndpoint).toHaveBeenCalledTimes(2);
  });
});
