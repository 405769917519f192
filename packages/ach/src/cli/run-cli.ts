import { buildAch } from '../build';
import { describeAch } from '../describe';
import { formatFinding } from '../format-finding';
import type { ReadOptions } from '../read/read';
import { readReturnFile } from '../returns/read-return-file';
import { validateAch } from '../validate';

/** The CLI's only contact with the outside world, injected so that the CLI is testable. */
export type CliIo = {
  readStdin(): string;
  /** The file's bytes, one character each (latin1), so that lengths are byte counts. */
  readFile(path: string): string;
};

export type CliResult = {
  readonly exitCode: number;
  readonly stdout: string;
  readonly stderr: string;
};

const USAGE = `Usage:
  ach build < input.json                              write the NACHA file of a build input
  ach validate FILE [--lenient] [--require-balanced]  exit 0 when valid, 1 with one line per finding
  ach describe FILE [--lenient] [--require-balanced]  print a JSON summary with the findings
  ach returns FILE [--lenient]                        print a bank return file's returns and NOCs as JSON
`;

const usageError = (message: string): CliResult => ({
  exitCode: 2,
  stdout: '',
  stderr: `${message}\n${USAGE}`,
});

function build(io: CliIo): CliResult {
  let input: unknown;
  try {
    input = JSON.parse(io.readStdin());
  } catch (error) {
    const finding = {
      path: '',
      field: '',
      rule: 'input-type',
      message: `the input is not JSON: ${(error as Error).message}`,
    };
    return { exitCode: 1, stdout: '', stderr: JSON.stringify([finding], null, 2) + '\n' };
  }
  const result = buildAch(input);
  if (!result.ok) {
    return { exitCode: 1, stdout: '', stderr: JSON.stringify(result.findings, null, 2) + '\n' };
  }
  return { exitCode: 0, stdout: result.text, stderr: '' };
}

function fileCommand(
  command: 'validate' | 'describe' | 'returns',
  rest: readonly string[],
  io: CliIo,
): CliResult {
  const flags = rest.filter((a) => a.startsWith('--'));
  const paths = rest.filter((a) => !a.startsWith('--'));
  // A return file is not balanced: the option means nothing there.
  const known = command === 'returns' ? ['--lenient'] : ['--lenient', '--require-balanced'];
  const unknown = flags.filter((f) => !known.includes(f));
  if (unknown.length > 0) return usageError(`unknown option ${unknown.join(', ')}`);
  const path = paths[0];
  if (path === undefined || paths.length > 1) return usageError(`${command} takes one FILE`);
  const options: ReadOptions = {
    mode: flags.includes('--lenient') ? 'lenient' : 'strict',
    requireBalanced: flags.includes('--require-balanced'),
  };
  let text: string;
  try {
    text = io.readFile(path);
  } catch (error) {
    return {
      exitCode: 2,
      stdout: '',
      stderr: `cannot read ${path}: ${(error as Error).message}\n`,
    };
  }
  if (command === 'returns') {
    const result = readReturnFile(text, { mode: options.mode });
    return {
      exitCode: result.findings.some((f) => f.severity === 'error') ? 1 : 0,
      stdout: JSON.stringify(result, null, 2) + '\n',
      stderr: '',
    };
  }
  if (command === 'describe') {
    const description = describeAch(text, options);
    return {
      exitCode: description.valid ? 0 : 1,
      stdout: JSON.stringify(description, null, 2) + '\n',
      stderr: '',
    };
  }
  const report = validateAch(text, options);
  const stdout = report.findings.map((f) => formatFinding(f) + '\n').join('');
  return { exitCode: report.valid ? 0 : 1, stdout, stderr: '' };
}

/** Runs `ach <command> …` and says what to print and which exit code to give. */
export function runCli(args: readonly string[], io: CliIo): CliResult {
  const [command, ...rest] = args;
  switch (command) {
    case 'build':
      return rest.length === 0 ? build(io) : usageError('build takes no arguments');
    case 'validate':
    case 'describe':
    case 'returns':
      return fileCommand(command, rest, io);
    case 'help':
    case '--help':
    case '-h':
      return { exitCode: 0, stdout: USAGE, stderr: '' };
    default:
      return usageError(command === undefined ? 'missing command' : `unknown command "${command}"`);
  }
}
