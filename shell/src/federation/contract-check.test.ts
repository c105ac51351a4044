import { manifestResponseProblem } from './contract-check';

const refuseOld = (manifest: unknown) =>
  (manifest as { metaData?: { shellContract?: string } }).metaData?.shellContract === '2.1' ? null : 'built for another shell';

describe('manifestResponseProblem', () => {
  it('asks the check about the manifest the response carries', async () => {
    const old = new Response(JSON.stringify({ metaData: { shellContract: '1.0' } }));
    const current = new Response(JSON.stringify({ metaData: { shellContract: '2.1' } }));
    await expect(manifestResponseProblem(old, refuseOld)).resolves.toBe('built for another shell');
    await expect(manifestResponseProblem(current, refuseOld)).resolves.toBeNull();
  });

  it('leaves a body that is not JSON to the runtime, and the response still readable', async () => {
    const broken = new Response('<html>gateway error</html>');
    await expect(manifestResponseProblem(broken, refuseOld)).resolves.toBeNull();
    await expect(broken.text()).resolves.toContain('gateway error');
  });
});
