import { addressOf, type ApiResult, type callEndpoint, type RequestOptions } from '@teamwear/shared/api';
import type { Endpoint } from '@teamwear/shared/contracts';
import { deleteDesign, duplicateDesign, renameDesign } from './design-changes';
import { designFailureKey } from './design-outcome';

const NOW = '2026-11-23T10:00:00.000Z';
const design = (over: Record<string, unknown> = {}) => ({
  id: 'd1',
  name: 'Angkor FC',
  product: 'soccer',
  thumbnail: null,
  version: 3,
  createdAt: NOW,
  updatedAt: NOW,
  document: { schemaVersion: 2, product: 'soccer', teamName: 'Angkor FC' },
  ...over,
});
const ok = (data: unknown, status = 200): ApiResult<unknown> => ({ ok: true, status, data });
const failure = (status: number, code: string, message = 'm'): ApiResult<unknown> => ({ ok: false, status, error: { code, message } });

/** A stand-in API answering in turn, recording what was asked. */
function api(...answers: ApiResult<unknown>[]) {
  const calls: { path: string; options?: RequestOptions }[] = [];
  const request = (async (endpoint: Endpoint, parts: { params?: unknown; body?: unknown } = {}) => {
    const path = addressOf(endpoint, parts);
    calls.push({ path, options: { method: endpoint.method, ...(parts.body === undefined ? {} : { body: parts.body }) } });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected call ${path}`);
    return answer;
  }) as typeof callEndpoint;
  return { request, calls };
}

describe('renameDesign', () => {
  it('saves the document it read, from the version it read, with the new name and no picture', async () => {
    const { request, calls } = api(ok({ data: design() }), ok({ data: design({ name: 'Mekong United', version: 4 }) }));
    await expect(renameDesign('d1', 'Mekong United', request)).resolves.toMatchObject({ ok: true, design: { name: 'Mekong United', version: 4 } });
    expect(calls[1]).toEqual({
      path: '/api/designs/d1',
      options: { method: 'PUT', body: { document: design().document, baseVersion: 3, name: 'Mekong United' } },
    });
  });

  it('reads again once when a save came in between', async () => {
    const { request, calls } = api(ok({ data: design() }), failure(409, 'DESIGN_CONFLICT'), ok({ data: design({ version: 4 }) }), ok({ data: design({ version: 5, name: 'New' }) }));
    await expect(renameDesign('d1', 'New', request)).resolves.toMatchObject({ ok: true, design: { version: 5 } });
    expect((calls[3]?.options?.body as { baseVersion: number }).baseVersion).toBe(4);
  });

  it('gives up with "changed elsewhere" when saves keep coming', async () => {
    const { request } = api(ok({ data: design() }), failure(409, 'DESIGN_CONFLICT'), ok({ data: design({ version: 4 }) }), failure(409, 'DESIGN_CONFLICT'));
    const outcome = await renameDesign('d1', 'New', request);
    expect(outcome).toEqual({ ok: false, kind: 'conflict' });
    expect(outcome.ok ? null : designFailureKey(outcome)).toBe('myDesigns.changedElsewhere');
  });

  it('says so when the design was deleted meanwhile', async () => {
    const { request } = api(failure(404, 'NOT_FOUND'));
    await expect(renameDesign('d1', 'New', request)).resolves.toEqual({ ok: false, kind: 'gone' });
  });
});

describe('duplicateDesign', () => {
  it('answers the copy', async () => {
    const { request, calls } = api(ok({ data: design({ id: 'd2', name: 'Angkor FC (copy)', version: 1 }) }, 201));
    await expect(duplicateDesign('d1', request)).resolves.toMatchObject({ ok: true, design: { name: 'Angkor FC (copy)' } });
    expect(calls).toEqual([{ path: '/api/designs/d1/duplicate', options: { method: 'POST' } }]);
  });

  it('tells the design limit from the storage limit, and keeps any other message', async () => {
    const limit = await duplicateDesign('d1', api(failure(409, 'DESIGN_LIMIT_REACHED', 'Your design exceeded max limit')).request);
    expect(limit.ok ? null : designFailureKey(limit)).toBe('myDesigns.limitReached');
    const storage = await duplicateDesign('d1', api(failure(409, 'STORAGE_LIMIT_REACHED')).request);
    expect(storage.ok ? null : designFailureKey(storage)).toBe('myDesigns.storageFull');
    const other = await duplicateDesign('d1', api(failure(0, 'NETWORK', 'Something went wrong!')).request);
    expect(other).toEqual({ ok: false, kind: 'failed', message: 'Something went wrong!' });
    expect(other.ok ? 'ok' : designFailureKey(other)).toBeNull();
  });
});

describe('deleteDesign', () => {
  it('deletes, and takes a design already gone as deleted', async () => {
    await expect(deleteDesign('d1', api(ok(undefined, 204)).request)).resolves.toEqual({ ok: true });
    await expect(deleteDesign('d1', api(failure(404, 'NOT_FOUND')).request)).resolves.toEqual({ ok: true });
    await expect(deleteDesign('d1', api(failure(500, 'INTERNAL', 'Something went wrong!')).request)).resolves.toEqual({ ok: false, kind: 'failed', message: 'Something went wrong!' });
  });
});
