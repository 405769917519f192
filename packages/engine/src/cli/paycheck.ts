// `npm run -s paycheck < input.json`: reads a paycheck request on stdin, prints the result.
import { text } from 'node:stream/consumers';
import { runPaycheckCli } from './run-paycheck-cli';

const outcome = runPaycheckCli(await text(process.stdin));
process.stdout.write(outcome.stdout);
process.exitCode = outcome.exitCode;
