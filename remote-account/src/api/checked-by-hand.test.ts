import { checkedByHand } from './checked-by-hand';

const isCount = (answer: unknown): answer is { count: number } => Number.isInteger((answer as { count?: unknown } | null)?.count);

describe('checkedByHand', () => {
  it('passes an answer its check takes', () => {
    expect(checkedByHand({ ok: true, status: 200, data: { count: 3 } }, isCount)).toEqual({ ok: true, status: 200, data: { count: 3 } });
  });

  it('makes an answer its check refuses a failure the page can show, as a checked call does', () => {
    expect(checkedByHand({ ok: true, status: 200, data: '<html>Bad gateway</html>' }, isCount)).toEqual({
      ok: false,
      status: 200,
      error: { code: 'BAD_RESPONSE', message: 'Something went wrong!' },
    });
  });

  it('leaves a failure as it is', () => {
    const failure = { ok: false as const, status: 0, error: { code: 'NETWORK', message: 'Something went wrong!' } };
    expect(checkedByHand(failure, isCount)).toBe(failure);
  });
});
