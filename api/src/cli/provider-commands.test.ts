import { productionLine, runProviderCommand } from './provider-commands';

/** A server that signs in, then answers the ZIP's request with 409 and each status in turn, then the ZIP. */
function serverMaking(statuses: { state: string; stepsDone: number; stepsTotal: number; attempts: number }[]): typeof fetch {
  let asked = 0;
  return (async (input: string | URL | Request) => {
    const url = String(input);
    if (url.endsWith('/api/accounts/token')) return new Response(JSON.stringify({ access_token: 'token', refresh_token: 'refresh', token_type: 'Bearer', expires_in: 900 }), { status: 200 });
    const status = statuses[asked];
    asked += 1;
    if (!status) return new Response(new Uint8Array([80, 75, 5, 6]), { status: 200, headers: { 'content-disposition': 'attachment; filename="order-1001-production.zip"' } });
    const production = { orderId: '00000000-0000-4000-8000-000000000001', lastError: null, finishedAt: null, zipBytes: null, ...status };
    return new Response(JSON.stringify({ code: 'FILES_NOT_READY', message: 'being made', production }), { status: 409 });
  }) as typeof fetch;
}

describe('orders files', () => {
  it('shows how far the making is on one line while it waits, then saves the ZIP', async () => {
    const [lines, shown, saved] = [[] as string[], [] as string[], [] as string[]];
    const code = await runProviderCommand(['orders', 'files', '1001'], { email: 'admin@angkor.test', password: 'secret', out: '/tmp/out' }, {
      fetch: serverMaking([
        { state: 'queued', stepsDone: 0, stepsTotal: 0, attempts: 0 },
        { state: 'running', stepsDone: 21, stepsTotal: 63, attempts: 1 },
        { state: 'running', stepsDone: 21, stepsTotal: 63, attempts: 1 },
        { state: 'running', stepsDone: 62, stepsTotal: 63, attempts: 1 },
      ]),
      write: (line) => lines.push(line),
      progress: (line) => shown.push(line),
      save: async (file) => void saved.push(file),
      wait: async () => undefined,
    });
    expect(code).toBe(0);
    expect(shown).toEqual([
      'Making the print files: [                    ] 0 of … (0%), waiting for its turn',
      'Making the print files: [#######             ] 21 of 63 (33%), being made',
      'Making the print files: [####################] 62 of 63 (98%), being made',
    ]);
    expect(lines).toEqual(['Saved /tmp/out/order-1001-production.zip (0.0 MB)']);
    expect(saved).toEqual(['/tmp/out/order-1001-production.zip']);
  });

  it('says a job that failed once is to be tried again', () => {
    expect(productionLine({ state: 'queued', stepsDone: 3, stepsTotal: 10, attempts: 1 })).toBe('Making the print files: [######              ] 3 of 10 (30%), to be tried again');
  });
});
