// The shop team's tool for orders and production settings until there is a web back office: signs in as a shop
// administrator (the `provider` client) against a running product and moves orders along.
//
//   npm run provider -- orders list [--status REVIEWING] [--search 1042] [--page 2]
//   npm run provider -- orders show <order id or number>
//   npm run provider -- orders approve|reject|cancel|process|ready|ship <order> [--note "…"]
//   npm run provider -- orders pay <order> <amount in USD, e.g. 120.50> [--note "…"]
//   npm run provider -- orders files <order> [--out DIR]   (the print files and proofs as a ZIP,
//                                                          with a progress line while they are made)
//   npm run provider -- settings show                       (the shop's inks and print areas)
//   npm run provider -- settings inks|print-areas set <file.csv|file.json>
//   npm run provider -- settings inks|print-areas reset     (back to the defaults)
//
// Options: --url (the shop's address, default http://localhost:3000), --email and --password (or
// TEAMWEAR_EMAIL, TEAMWEAR_PASSWORD), --json (print the API's answer as it is).
import { providerArguments } from './provider-arguments';
import { runProviderCommand, UsageError } from './provider-commands';
import { visible } from './terminal-text';

function commandLine() {
  try {
    return providerArguments(process.argv.slice(2), process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${error.usage}\n`);
    process.exit(2);
  }
}
const { values, positionals } = commandLine();

// On a terminal, where `orders files` stands is one line rewritten in place; in a log, a line per change.
let progressShown = false;
const write = (line: string) => {
  process.stdout.write(`${progressShown ? '\n' : ''}${line}\n`);
  progressShown = false;
};
const progress = (line: string) => {
  process.stdout.write(`\r${line}\x1b[K`);
  progressShown = true;
};

runProviderCommand(positionals, values, { fetch, write, ...(process.stdout.isTTY ? { progress } : {}) })
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    if (error instanceof UsageError) {
      process.stderr.write(`${error.message}\n\n${error.usage}\n`);
      process.exit(2);
    }
    // An error may quote the server's answer: its escapes are shown, not run.
    process.stderr.write(`${visible(error instanceof Error ? error.message : String(error))}\n`);
    process.exit(1);
  });
