import { readFileSync } from 'node:fs';
import { runCli } from './run-cli';

const result = runCli(process.argv.slice(2), {
  readStdin: () => readFileSync(0, 'utf8'),
  readFile: (path) => readFileSync(path, 'latin1'),
});
process.stdout.write(result.stdout);
process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
