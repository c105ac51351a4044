import { askForNumbersEarly, numbersRequest } from '../home/numbers-api';
import { askForOrdersEarly, boardRequest, tableRequest } from '../orders/orders-requests';
import { viewFromSearch } from '../orders/orders-view';
import { readerTimeZone } from '../orders/wait-text';
import { staffAnswers } from './staff-answers';

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
