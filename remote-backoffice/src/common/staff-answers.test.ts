import { PREFETCHED_ANSWER_KEPT_MS } from '@teamwear/shared/api';
import { askForNumbersEarly, numbersRequest } from '../home/numbers-api';
import { askForOrdersEarly, boardRequest, tableRequest } from '../orders/orders-requests';
import { viewFromSearch } from '../orders/orders-view';
import { readerTimeZone } from '../orders/wait-text';
import { staffAnswers, staffAnswersCache } from './staff-answers';

// No session is stored here: a call answers "sign in again" at once, without the network; what
// matters is which answer the page's first load takes.
const viewOf = (search: string) => viewFromSearch(new URLSearchParams(search));

describe("the back office's answers asked early", () => {
  it('gives the home page the numbers asked for when its link was pointed at', async () => {
    askForNumbersEarly();
    const askedLate = jest.fn();
    const answer = await staffAnswers.take(numbersRequest(readerTimeZone()).key, askedLate);
    expect(askedLate).not.toHaveBeenCalled();
    expect(answer).toMatchObject({ ok: false, status: 401 });
  });

  it("gives the orders page the board or the table its link's address shows", async () => {
    askForOrdersEarly('');
    const askedLate = jest.fn();
    await staffAnswers.take(boardRequest(viewOf('')).key, askedLate);
    askForOrdersEarly('?view=table&page=2');
    await staffAnswers.take(tableRequest(viewOf('view=table&page=2')).key, askedLate);
    expect(askedLate).not.toHaveBeenCalled();
  });

  it('asks nothing early for another view, which then asks the API itself', async () => {
    askForOrdersEarly('?view=table&page=2');
    const askedLate = jest.fn(async () => 'asked now');
    await expect(staffAnswers.take(boardRequest(viewOf('')).key, askedLate)).resolves.toBe('asked now');
    await expect(staffAnswers.take(tableRequest(viewOf('view=table&page=3')).key, askedLate)).resolves.toBe('asked now');
  });
});

describe('an answer asked early that is already in', () => {
  function clock() {
    let time = 1_000;
    return { now: () => time, pass: (ms: number) => (time += ms) };
  }
  const settle = async () => {
    for (let turn = 0; turn < 3; turn += 1) await Promise.resolve();
  };

  it('is drawn by the page at once, then taken by its first load without asking again', async () => {
    const answers = staffAnswersCache(clock().now);
    let answerNow: (value: string) => void = () => {};
    answers.prefetch('numbers?UTC', () => new Promise<string>((resolve) => (answerNow = resolve)));
    // On its way: the page shows its skeleton and waits for it.
    expect(answers.ready('numbers?UTC')).toBeNull();
    answerNow('13 weeks');
    await settle();
    const ready = answers.ready<string>('numbers?UTC');
    expect(ready?.value).toBe('13 weeks');
    const askedLate = jest.fn();
    expect(answers.take('numbers?UTC', askedLate)).toBe(ready?.answer);
    expect(askedLate).not.toHaveBeenCalled();
    // Taken once: a later load (a reload) asks the API.
    expect(answers.ready('numbers?UTC')).toBeNull();
  });

  it('is not drawn once it has grown old, nor for another key', async () => {
    const { now, pass } = clock();
    const answers = staffAnswersCache(now);
    answers.prefetch('board?{}', async () => 'the board');
    await settle();
    expect(answers.ready('table?{}')).toBeNull();
    pass(PREFETCHED_ANSWER_KEPT_MS + 1);
    expect(answers.ready('board?{}')).toBeNull();
  });

  it('gives the answer asked again by the press, not the earlier one, once it is in', async () => {
    const answers = staffAnswersCache(clock().now);
    answers.prefetch('board?{}', async () => 'pointed at');
    await settle();
    let answerNow: (value: string) => void = () => {};
    answers.prefetch('board?{}', () => new Promise<string>((resolve) => (answerNow = resolve)));
    expect(answers.ready('board?{}')).toBeNull();
    answerNow('pressed');
    await settle();
    expect(answers.ready('board?{}')?.value).toBe('pressed');
  });
});
