import type { ApiResult } from '@teamwear/shared/api';
import { answersCache } from './answers-cache';
import { serverLoad, type ServerRequest } from './server-load';

/** A call the test answers by hand, in any order. */
function pendingCalls<T>() {
  const calls: { key: string; signal: AbortSignal; answer: (result: ApiResult<T>) => void }[] = [];
  const request = (key: string): ServerRequest<T> => ({
    key,
    load: (signal) => new Promise<ApiResult<T>>((resolve) => calls.push({ key, signal, answer: resolve })),
  });
  return { calls, request };
}

const ok = <T>(data: T): ApiResult<T> => ({ ok: true, status: 200, data });
const offline: ApiResult<never> = { ok: false, status: 0, error: { code: 'NETWORK', message: 'Something went wrong!' } };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('serverLoad', () => {
  it('loads the answer for a key, then shows it', async () => {
    const { calls, request } = pendingCalls<string>();
    const load = serverLoad<string>(answersCache());
    load.show(request('page=1'));
    expect(load.state()).toEqual({ kind: 'loading' });
    calls[0]!.answer(ok('first page'));
    await settle();
    expect(load.state()).toEqual({ kind: 'ready', data: 'first page', refreshing: false });
  });

  it('keeps the previous answer on screen while another key loads, and drops an answer that came too late', async () => {
    const { calls, request } = pendingCalls<string>();
    const load = serverLoad<string>(answersCache());
    load.show(request('page=1'));
    calls[0]!.answer(ok('first page'));
    await settle();
    load.show(request('page=2'));
    load.show(request('page=3'));
    expect(load.state()).toEqual({ kind: 'ready', data: 'first page', refreshing: true });
    expect(calls[1]!.signal.aborted).toBe(true);
    calls[2]!.answer(ok('third page'));
    calls[1]!.answer(ok('second page'));
    await settle();
    expect(load.state()).toEqual({ kind: 'ready', data: 'third page', refreshing: false });
  });

  it('does not ask again for the key it shows (a new render)', () => {
    const { calls, request } = pendingCalls<string>();
    const load = serverLoad<string>(answersCache());
    load.show(request('page=1'));
    load.show(request('page=1'));
    expect(calls).toHaveLength(1);
  });

  it('says a failure, with the last answer that came, and a reload asks again', async () => {
    const { calls, request } = pendingCalls<string>();
    const load = serverLoad<string>(answersCache());
    load.show(request('page=1'));
    calls[0]!.answer(ok('rows'));
    await settle();
    load.reload();
    calls[1]!.answer(offline);
    await settle();
    expect(load.state()).toMatchObject({ kind: 'failed', status: 0, data: 'rows' });
    load.reload();
    calls[2]!.answer(ok('rows again'));
    await settle();
    expect(load.state()).toEqual({ kind: 'ready', data: 'rows again', refreshing: false });
  });

  it("takes a key's prefetched answer on its first load only: a reload after an edit asks the API", async () => {
    const cache = answersCache();
    const { calls, request } = pendingCalls<string>();
    cache.prefetch('players?page=1', async () => ok('prefetched'));
    const load = serverLoad<string>(cache);
    load.show(request('players?page=1'));
    await settle();
    expect(calls).toHaveLength(0);
    expect(load.state()).toEqual({ kind: 'ready', data: 'prefetched', refreshing: false });
    cache.prefetch('players?page=1', async () => ok('prefetched again'));
    load.reload();
    expect(calls).toHaveLength(1);
  });

  it('refreshes quietly: the answer stays shown, a failed refresh changes nothing', async () => {
    const { calls, request } = pendingCalls<string>();
    const load = serverLoad<string>(answersCache());
    load.show(request('orders/1'));
    calls[0]!.answer(ok('reviewing'));
    await settle();
    load.refresh();
    expect(load.state()).toEqual({ kind: 'ready', data: 'reviewing', refreshing: false });
    calls[1]!.answer(offline);
    await settle();
    expect(load.state()).toEqual({ kind: 'ready', data: 'reviewing', refreshing: false });
    load.refresh();
    calls[2]!.answer(ok('approved'));
    await settle();
    expect(load.state()).toEqual({ kind: 'ready', data: 'approved', refreshing: false });
  });

  it('drops a refresh overtaken by an answer the page was given, a reload or a later refresh', async () => {
    const { calls, request } = pendingCalls<string>();
    const load = serverLoad<string>(answersCache());
    load.show(request('collection 1'));
    calls[0]!.answer(ok('Sophea joined'));
    await settle();
    // A poll asks; the manager removes Sophea meanwhile, and the poll's answer (read before) comes after.
    load.refresh();
    load.replace('Sophea removed');
    calls[1]!.answer(ok('Sophea joined'));
    await settle();
    expect(load.state()).toEqual({ kind: 'ready', data: 'Sophea removed', refreshing: false });
    // A poll asked before a reload, answered after it.
    load.refresh();
    load.reload();
    calls[3]!.answer(ok('reloaded'));
    await settle();
    calls[2]!.answer(ok('polled before the reload'));
    await settle();
    expect(load.state()).toEqual({ kind: 'ready', data: 'reloaded', refreshing: false });
    // Two polls answered out of order: the older answer is not shown over the newer one.
    load.refresh();
    load.refresh();
    calls[5]!.answer(ok('newer'));
    await settle();
    calls[4]!.answer(ok('older'));
    await settle();
    expect(load.state()).toEqual({ kind: 'ready', data: 'newer', refreshing: false });
  });

  it('shows an answer the page was given (an action answered the changed order)', () => {
    const load = serverLoad<string>(answersCache());
    load.replace('canceled');
    expect(load.state()).toEqual({ kind: 'ready', data: 'canceled', refreshing: false });
  });

  it('tells its listeners, and aborts what is under way when stopped', async () => {
    const { calls, request } = pendingCalls<string>();
    const load = serverLoad<string>(answersCache());
    const listener = jest.fn();
    load.subscribe(listener);
    load.show(request('page=1'));
    load.stop();
    expect(calls[0]!.signal.aborted).toBe(true);
    calls[0]!.answer(ok('too late'));
    await settle();
    expect(load.state()).toEqual({ kind: 'loading' });
    expect(listener).toHaveBeenCalled();
  });
});
