import { PREFETCHED_ANSWER_KEPT_MS, answersCache } from './answers-cache';

function clock() {
  let time = 1_000;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

describe('answersCache', () => {
  it("gives the page's first call the answer asked early, without asking again", async () => {
    const { now } = clock();
    const answers = answersCache(now);
    const ask = jest.fn(async () => 'roster');
    answers.prefetch('players', ask);
    answers.prefetch('players', ask);
    const late = jest.fn(async () => 'asked late');
    await expect(answers.take('players', late)).resolves.toBe('roster');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
  });

  it('gives an early answer once: a later call (a reload after an edit) asks the API', async () => {
    const answers = answersCache(clock().now);
    answers.prefetch('players', async () => 'before the edit');
    await answers.take('players', async () => 'unused');
    await expect(answers.take('players', async () => 'after the edit')).resolves.toBe('after the edit');
  });

  it('does not give an answer that has grown old, and asks again when pointed at later', async () => {
    const { now, pass } = clock();
    const answers = answersCache(now);
    const ask = jest.fn(async () => 'old');
    answers.prefetch('orders', ask);
    pass(PREFETCHED_ANSWER_KEPT_MS + 1);
    await expect(answers.take('orders', async () => 'fresh')).resolves.toBe('fresh');
    answers.prefetch('orders', ask);
    pass(PREFETCHED_ANSWER_KEPT_MS + 1);
    answers.prefetch('orders', async () => 'asked again');
    await expect(answers.take('orders', async () => 'unused')).resolves.toBe('asked again');
  });

  it('keeps answers apart by what was asked', async () => {
    const answers = answersCache(clock().now);
    answers.prefetch('players?page=1', async () => 'first page');
    await expect(answers.take('players?page=2', async () => 'second page')).resolves.toBe('second page');
    await expect(answers.take('players?page=1', async () => 'unused')).resolves.toBe('first page');
  });

  it('asks again when pointed at after the answer came: an edit made since is in what the page takes', async () => {
    const answers = answersCache(clock().now);
    answers.prefetch('accounts/summary', async () => '2 designs');
    await Promise.resolve();
    await Promise.resolve();
    answers.prefetch('accounts/summary', async () => '1 design');
    await expect(answers.take('accounts/summary', async () => 'unused')).resolves.toBe('1 design');
  });
});
