// `npm run bench -- pay-stubs` (npx tsx apps/api/bench/pay-stubs.ts): 1,000 pay stub PDFs rendered
// in sequence from whole stubs (every one with its own name and amounts), against a baseline of
// 1,000 one-line PDFs written by the same library with the same embedded font in the same run.
// Three rounds, medians; then 100 Chinese stubs (the CJK font) for the record. Target: 1,000
// stubs under 10 s.
import { performance } from 'node:perf_hooks';
import PDFDocument from 'pdfkit';
import type { PayStub } from '@paydesk/contracts';
import { payStubPdf } from '../src/features/pay-stubs/pdf';
import { stubFontsFor } from '../src/features/pay-stubs/pdf/fonts';
import { sampleStub } from '../src/features/pay-stubs/sample-stub.test-kit';

const COUNT = 1_000;
const ROUNDS = 3;
const TARGET_MS = 10_000;

/** The i-th employee's stub: names and every amount differ, as in a real payroll. */
function stubNumber(i: number): PayStub {
  const base = sampleStub();
  const bump = (cents: number) => cents + ((i * 7_919) % 100_000);
  return {
    ...base,
    id: `stub-${i}`,
    employee: { ...base.employee, firstName: `Employee${i}`, lastName: `Surname${i % 97}` },
    earnings: base.earnings.map((line) => ({
      ...line,
      amountCents: bump(line.amountCents),
      ytdCents: bump(line.ytdCents) * 3,
    })),
    employeeTaxes: base.employeeTaxes.map((line) => ({
      ...line,
      amountCents: bump(line.amountCents) % 50_000,
      ytdCents: bump(line.ytdCents),
    })),
    grossCents: bump(base.grossCents),
    netPayCents: bump(base.netPayCents),
    ytd: { ...base.ytd, grossCents: bump(base.ytd.grossCents) * 3 },
  };
}

function oneLinePdf(text: string): Promise<Buffer> {
  const face = stubFontsFor('en').regular[0];
  if (!face) throw new Error('English stubs have no face');
  const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
  doc.registerFont('regular', face.font() as unknown as Uint8Array);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  doc.font('regular').fontSize(12).text(text, 40, 40, { lineBreak: false });
  doc.end();
  return done;
}

/** Wall time, and the process's CPU time (what counts on a machine shared with other work). */
async function timed(run: (i: number) => Promise<Buffer>, count: number) {
  let bytes = 0;
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let i = 0; i < count; i += 1) bytes += (await run(i)).length;
  const used = process.cpuUsage(cpu);
  return { ms: performance.now() - start, cpuMs: (used.user + used.system) / 1000, bytes };
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

// Warm-up: the fonts are parsed once per process, on first use.
await payStubPdf(stubNumber(0), 'en');
await oneLinePdf('warm-up');

const stubs: number[] = [];
const lines: number[] = [];
const stubsCpu: number[] = [];
const linesCpu: number[] = [];
let stubBytes = 0;
for (let round = 0; round < ROUNDS; round += 1) {
  const baseline = await timed((i) => oneLinePdf(`Pay stub ${i + 1} of ${COUNT}`), COUNT);
  const real = await timed((i) => payStubPdf(stubNumber(i), 'en-US'), COUNT);
  lines.push(baseline.ms);
  stubs.push(real.ms);
  linesCpu.push(baseline.cpuMs);
  stubsCpu.push(real.cpuMs);
  stubBytes = real.bytes;
}
const chinese = await timed((i) => payStubPdf(stubNumber(i), 'zh-CN'), 100);

const stubMs = median(stubs);
const lineMs = median(lines);
console.log(`pay stub PDFs, ${COUNT} in sequence (median of ${ROUNDS} rounds)`);
console.log(
  `  one-line PDFs (baseline)  ${(lineMs / 1000).toFixed(2)} s   ${(lineMs / COUNT).toFixed(2)} ms each`,
);
console.log(
  `  pay stubs (en)            ${(stubMs / 1000).toFixed(2)} s   ${(stubMs / COUNT).toFixed(2)} ms each, ${Math.round(stubBytes / COUNT / 1024)} KB each`,
);
console.log(`  ratio stubs / baseline    ${(stubMs / lineMs).toFixed(1)}×`);
console.log(
  `  CPU time: stubs ${(median(stubsCpu) / 1000).toFixed(2)} s, baseline ${(median(linesCpu) / 1000).toFixed(2)} s (ratio ${(median(stubsCpu) / median(linesCpu)).toFixed(1)}×)`,
);
console.log(
  `  pay stubs (zh), 100       ${(chinese.ms / 1000).toFixed(2)} s   ${(chinese.ms / 100).toFixed(2)} ms each, ${Math.round(chinese.bytes / 100 / 1024)} KB each`,
);
console.log(
  `  rounds: stubs ${stubs.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s; baseline ${lines.map((ms) => (ms / 1000).toFixed(2)).join(', ')} s`,
);
if (stubMs > TARGET_MS) {
  console.log(`  over the target of ${TARGET_MS / 1000} s`);
  process.exitCode = 1;
}
