import { EARLY_ANSWER_KEPT_MS, earlyAnswers, firstAnswerOf } from './early-answers';

function clock() {
  let time = 1_000;
  return { now: () => time, pass: (ms: number) => (time += ms) };
}

describe('earlyAnswers', () => {
  it("gives the page's first call the answer asked early, without asking again", async () => {
    const { now } = clock();
    const answers = earlyAnswers(now);
    const ask = jest.fn(async () => 'roster');
    answers.askEarly('players', ask);
    answers.askEarly('players', ask);
    const late = jest.fn(async () => 'asked late');
    await expect(answers.answerOf('players', late)).resolves.toBe('roster');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(late).not.toHaveBeenCalled();
  });

  it('gives an early answer once: a later call (a reload after an edit) asks the API', async () => {
    const answers = earlyAnswers(clock().now);
    answers.askEarly('players', async () => 'before the edit');
    await answers.answerOf('players', async () => 'unused');
    await expect(answers.answerOf('players', async () => 'after the edit')).resolves.toBe('after the edit');
  });

  it('does not give an answer that has grown old, and asks again when pointed at later', async () => {
    const { now, pass } = clock();
    const answers = earlyAnswers(now);
    const ask = jest.fn(async () => 'old');
    answers.askEarly('orders', ask);
    pass(EARLY_ANSWER_KEPT_MS + 1);
    await expect(answers.answerOf('orders', async () => 'fresh')).resolves.toBe('fresh');
    answers.askEarly('orders', ask);
    pass(EARLY_ANSWER_KEPT_MS + 1);
    answers.askEarly('orders', async () => 'asked again');
    await expect(answers.answerOf('orders', async () => 'unused')).resolves.toBe('asked again');
  });

  it('keeps answers apart by what was asked', async () => {
    const answers = earlyAnswers(clock().now);
    answers.askEarly('players?page=1', async () => 'first page');
    await expect(answers.answerOf('players?page=2', async () => 'second page')).resolves.toBe('second page');
    await expect(answers.answerOf('players?page=1', async () => 'unused')).resolves.toBe('first page');
  });

  it('asks again when pointed at after the answer came: an edit made since is in what the page takes', async () => {
    const answers = earlyAnswers(clock().now);
    answers.askEarly('accounts/summary', async () => '2 designs');
    await Promise.resolve();
    await Promise.resolve();
    answers.askEarly('accounts/summary', async () => '1 design');
    await expect(answers.answerOf('accounts/summary', async () => 'unused')).resolves.toBe('1 design');
  });
});

describe('firstAnswerOf', () => {
  it('takes the early answer on the first attempt only; a retry asks again', async () => {
    const answers = earlyAnswers(clock().now);
    answers.askEarly('orders', async () => 'early');
    await expect(firstAnswerOf(1, 'orders', async () => 'retry', answers)).resolves.toBe('retry');
    await expect(firstAnswerOf(0, 'orders', async () => 'now', answers)).resolves.toBe('early');
    await expect(firstAnswerOf(0, 'orders', async () => 'now', answers)).resolves.toBe('now');
  });
});
