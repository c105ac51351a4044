import { parseArgs } from 'node:util';
import { UsageError } from './provider-commands';

/** The command line of `npm run provider`, read; a mistyped one is a UsageError (its message and the
 *  usage on the terminal), not node's stack trace. */
export function providerArguments(args: string[], env: NodeJS.ProcessEnv) {
  try {
    return parseArgs({
      args,
      allowPositionals: true,
      options: {
        url: { type: 'string', default: env.TEAMWEAR_URL ?? 'http://localhost:3000' },
        email: { type: 'string', default: env.TEAMWEAR_EMAIL },
        password: { type: 'string', default: env.TEAMWEAR_PASSWORD },
        status: { type: 'string' },
        search: { type: 'string' },
        page: { type: 'string' },
        note: { type: 'string', default: '' },
        carrier: { type: 'string' },
        tracking: { type: 'string' },
        method: { type: 'string' },
        reference: { type: 'string' },
        received: { type: 'string' },
        json: { type: 'boolean', default: false },
        override: { type: 'boolean', default: false },
        out: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    // node:util's parseArgs throws a TypeError naming the option it did not know or the value missing.
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}
