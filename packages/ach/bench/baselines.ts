// What the same amount of work costs at its simplest, measured in the same run.

/** Writing: build `count` 94-character lines by string concatenation and join them. */
export function concatenationBaseline(count: number): string {
  const lines: string[] = [];
  const tail = ' '.repeat(60);
  for (let i = 0; i < count; i++) {
    lines.push(
      '622' +
        '23138010' +
        '4' +
        String(100_000_000 + i) +
        '        ' +
        String(i).padStart(5, '0') +
        tail,
    );
  }
  return lines.join('\n');
}

/** Validating, at the least: split the file into lines. */
export function splitBaseline(text: string): number {
  let ok = 0;
  for (const line of text.split('\n')) if (line.length === 94) ok++;
  return ok;
}

/** Validating, a little more: split the file and add up the amount of every entry. */
export function amountsBaseline(text: string): number {
  let total = 0;
  for (const line of text.split('\n')) {
    if (line.startsWith('6')) total += Number(line.slice(29, 39));
  }
  return total;
}
