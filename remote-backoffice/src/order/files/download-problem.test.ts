import { filesProblemOf } from './download-problem';

describe('why a file could not be had', () => {
  it('tells the files being made, an order without print files and a design that cannot be drawn apart', () => {
    expect(filesProblemOf({ status: 409, error: { code: 'FILES_NOT_READY', message: 'being made' } })).toBe('notReady');
    expect(filesProblemOf({ status: 409, error: { code: 'NO_PRINT_FILES', message: 'none' } })).toBe('noPrintFiles');
    expect(filesProblemOf({ status: 422, error: { code: 'DESIGN_NOT_DRAWABLE', message: 'x' } })).toBe('notDrawable');
    expect(filesProblemOf({ status: 503, error: { code: 'HTTP_503', message: 'x' } })).toBe('busy');
    expect(filesProblemOf({ status: 429, error: { code: 'PRODUCTION_BUDGET_REACHED', message: 'x' } })).toBe('budget');
    expect(filesProblemOf({ status: 0, error: { code: 'NETWORK', message: 'x' } })).toBe('offline');
    expect(filesProblemOf({ status: 500, error: { code: 'HTTP_500', message: 'x' } })).toBe('other');
  });
});
