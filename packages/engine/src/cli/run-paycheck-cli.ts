import { isEngineInputError } from '../errors';
import { calculatePaycheck } from '../gross-to-net';

export type CliOutcome = { readonly exitCode: number; readonly stdout: string };

const errorOutput = (exitCode: number, field: string, message: string): CliOutcome => ({
  exitCode,
  stdout: `${JSON.stringify({ error: { field, message } }, null, 2)}\n`,
});

/**
 * The paycheck calculator without its I/O: JSON text in, JSON text and an exit code out.
 * Bad input exits 1 with `{"error": {"field", "message"}}`; an engine fault exits 2.
 */
export const runPaycheckCli = (stdinText: string): CliOutcome => {
  let input: unknown;
  try {
    input = JSON.parse(stdinText);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return errorOutput(1, 'request', `is not valid JSON: ${reason}`);
  }
  try {
    return { exitCode: 0, stdout: `${JSON.stringify(calculatePaycheck(input), null, 2)}\n` };
  } catch (error) {
    if (isEngineInputError(error)) return errorOutput(1, error.field, error.message);
    const reason = error instanceof Error ? error.message : String(error);
    return errorOutput(2, '', `the engine failed: ${reason}`);
  }
};
