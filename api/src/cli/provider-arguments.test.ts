import { UsageError } from './provider-commands';
import { providerArguments } from './provider-arguments';

describe('the provider tool command line', () => {
  it('reads the command and its options', () => {
    const { values, positionals } = providerArguments(['orders', 'approve', '1001', '--note', 'Printing Monday'], { TEAMWEAR_EMAIL: 'admin@angkor.test' });
    expect(positionals).toEqual(['orders', 'approve', '1001']);
    expect(values).toMatchObject({ note: 'Printing Monday', email: 'admin@angkor.test', url: 'http://localhost:3000', json: false });
  });

  it('refuses an unknown option or a missing value as a usage error, not a crash', () => {
    expect(() => providerArguments(['orders', 'pay', '1001', '-5'], {})).toThrow(UsageError);
    expect(() => providerArguments(['orders', 'list', '--colour', 'red'], {})).toThrow(/Unknown option '--colour'/);
    expect(() => providerArguments(['orders', 'approve', '1001', '--note'], {})).toThrow(UsageError);
  });

  it('takes a negative amount after --, as the message says', () => {
    expect(providerArguments(['orders', 'pay', '1001', '--', '-5'], {}).positionals).toEqual(['orders', 'pay', '1001', '-5']);
  });
});
