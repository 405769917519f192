import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { EmployeeW2 } from '@paydesk/contracts';

/** The employer's own copy, kept with its records (the full SSN may be on it). */
const COPY_D = 'Copy D — For Employer.';

/** What the copies print besides the boxes: parties' details the W-2 JSON does not carry. */
export type W2PdfParties = {
  employerAddress: string[];
  /** As box a prints it: truncated on the employee's copies, full on an owner's copy D. */
  maskedSsn: string;
  employeeAddress: string[];
  employeeFirstName: string;
  employeeLastName: string;
};

const resolveFrom = createRequire(import.meta.url);
const fontPath = (file: string): string =>
  join(dirname(resolveFrom.resolve('@embedpdf/fonts-latin')), '..', 'fonts', file);

export const page = { width: 612, height: 792, margin: 22 };
export const width = page.width - 2 * page.margin;
export const half = width / 2;
export const box = 21;
export const ink = '#1a1a1a';
export const muted = '#4a4f55';

/** Cents as dollars the way the form is filled in: `48,500.00`. */
export function w2Amount(cents: number): string {
  const dollars = String(Math.trunc(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${dollars}.${String(cents % 100).padStart(2, '0')}`;
}

export type Doc = InstanceType<typeof PDFDocument>;

/** One box: its number and wording small at the top, the value under it. */
export function cell(
  doc: Doc,
  x: number,
  y: number,
  w: number,
  h: number,
  label: string,
  value = '',
) {
  doc.rect(x, y, w, h).lineWidth(0.5).strokeColor(ink).stroke();
  doc
    .font('regular')
    .fontSize(5.5)
    .fillColor(muted)
    .text(label, x + 2, y + 1.5, {
      width: w - 4,
      lineBreak: false,
    });
  if (value === '') return;
  // Several entries (box 14's programmes) share one box: smaller, so they stay inside it.
  const crowded = value.split('\n').length * 9 > h - 8;
  doc
    .font('bold')
    .fontSize(crowded ? 5.5 : 7.5)
    .fillColor(ink)
    .text(value, x + 3, y + (crowded ? 7 : 8), { width: w - 6, lineGap: crowded ? -1 : 0 });
}

function leftColumn(
  doc: Doc,
  w2: EmployeeW2,
  who: W2PdfParties,
  at: { x: number; top: number; row: number },
) {
  const { x, row: h } = at;
  let y = at.top;
  cell(doc, x, y, half, h, 'a  Employee’s social security number', who.maskedSsn);
  y += h;
  cell(doc, x, y, half, h, 'b  Employer identification number (EIN)', w2.employer.ein ?? '');
  y += h;
  cell(
    doc,
    x,
    y,
    half,
    h * 3,
    'c  Employer’s name, address, and ZIP code',
    [w2.employer.name, ...who.employerAddress].join('\n'),
  );
  y += h * 3;
  cell(doc, x, y, half, h, 'd  Control number', '');
  y += h;
  cell(doc, x, y, half * 0.45, h, 'e  Employee’s first name and initial', who.employeeFirstName);
  cell(doc, x + half * 0.45, y, half * 0.55, h, 'Last name', who.employeeLastName);
  y += h;
  cell(
    doc,
    x,
    y,
    half,
    h * 2,
    'f  Employee’s address and ZIP code',
    who.employeeAddress.join('\n'),
  );
}

function rightColumn(doc: Doc, w2: EmployeeW2, at: { x: number; top: number; row: number }) {
  const { x, top, row: h } = at;
  const b = w2.boxes;
  const w = half / 2;
  const code12 = (i: number) => {
    const entry = b['12'][i];
    return entry ? `${entry.code}   ${w2Amount(entry.cents)}` : '';
  };
  const checks = b['13'];
  const tick = (on: boolean) => (on ? '[X]' : '[  ]');
  const pairs: [string, string, string, string][] = [
    [
      '1  Wages, tips, other compensation',
      w2Amount(b['1']),
      '2  Federal income tax withheld',
      w2Amount(b['2']),
    ],
    [
      '3  Social security wages',
      w2Amount(b['3']),
      '4  Social security tax withheld',
      w2Amount(b['4']),
    ],
    ['5  Medicare wages and tips', w2Amount(b['5']), '6  Medicare tax withheld', w2Amount(b['6'])],
    ['7  Social security tips', '', '8  Allocated tips', ''],
    ['9', '', '10  Dependent care benefits', b['10'] > 0 ? w2Amount(b['10']) : ''],
    ['11  Nonqualified plans', '', '12a  See instructions for box 12', code12(0)],
    [
      // The three boxes' names, short enough for the label line; the ticks under them in order.
      '13  Statutory · Retirement · Third-party sick pay',
      `${tick(checks.statutoryEmployee)}  ${tick(checks.retirementPlan)}  ${tick(checks.thirdPartySickPay)}`,
      '12b',
      code12(1),
    ],
    [
      '14a  Other',
      b['14'].map((entry) => `${entry.label} ${w2Amount(entry.cents)}`).join('\n'),
      '12c',
      code12(2),
    ],
    ['', '', '12d', code12(3)],
  ];
  pairs.forEach(([leftLabel, leftValue, rightLabel, rightValue], i) => {
    const y = top + i * h;
    cell(doc, x, y, w, h, leftLabel, leftValue);
    cell(doc, x + w, y, w, h, rightLabel, rightValue);
  });
}

const STATE_COLUMNS: [string, number][] = [
  ['15  State', 0.07],
  ['Employer’s state ID number', 0.17],
  ['16  State wages, tips, etc.', 0.14],
  ['17  State income tax', 0.13],
  ['18  Local wages, tips, etc.', 0.14],
  ['19  Local income tax', 0.13],
  ['20  Locality name', 0.22],
];

function stateRows(doc: Doc, w2: EmployeeW2, at: { x: number; top: number; row: number }) {
  const { x, top, row: h } = at;
  const rows = w2.boxes['15-20'];
  const shown = rows.length > 0 ? rows.slice(0, 2) : [];
  const values = (row: (typeof rows)[number]) => [
    row.state,
    row.stateIdNumber ?? '',
    row.wagesCents > 0 ? w2Amount(row.wagesCents) : '',
    row.taxCents > 0 ? w2Amount(row.taxCents) : '',
    row.locality ? w2Amount(row.localWagesCents) : '',
    row.locality ? w2Amount(row.localTaxCents) : '',
    row.locality ?? '',
  ];
  let cx = x;
  STATE_COLUMNS.forEach(([label, share], column) => {
    const w = width * share;
    const cells = [0, 1].map((i) => {
      const row = shown[i];
      return row ? (values(row)[column] ?? '') : '';
    });
    cell(doc, cx, top, w, h, label, cells[0]);
    doc
      .rect(cx, top + h, w, 12)
      .lineWidth(0.5)
      .strokeColor(ink)
      .stroke();
    doc
      .font('bold')
      .fontSize(7.5)
      .fillColor(ink)
      .text(cells[1] ?? '', cx + 3, top + h + 2, {
        width: w - 6,
        lineBreak: false,
      });
    cx += w;
  });
}

/** How one copy is drawn: the height of its rows and its copy line (name and purpose). */
export type CopyStyle = {
  /** The height of a row of boxes: 21 points on a page of its own, less with three to a page. */
  row: number;
  /** Writes the copy's name and purpose, right-aligned in the space given. */
  copyLine: (doc: Doc, x: number, y: number, width: number) => void;
};

/** The height a copy takes on the page with rows of `row` points. */
export const copyHeight = (row: number) => 12 + row * 10 + 21;

/** One copy: the form's title line, the grid of boxes, the state rows and whom it is for. */
export function drawCopy(
  doc: Doc,
  w2: EmployeeW2,
  who: W2PdfParties,
  style: CopyStyle,
  top: number,
) {
  const x = page.margin;
  const { row } = style;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(ink)
    .text(`Form W-2  Wage and Tax Statement  ${w2.year}`, x, top, {
      width: half + 60,
      lineBreak: false,
    });
  // The copy line takes what the form's title leaves, so a longer language still fits.
  style.copyLine(doc, x + 190, top + 1.5, width - 190);
  const grid = top + 12;
  leftColumn(doc, w2, who, { x, top: grid, row });
  rightColumn(doc, w2, { x: x + half, top: grid, row });
  stateRows(doc, w2, { x, top: grid + row * 9, row });
  doc
    .font('regular')
    .fontSize(5.5)
    .fillColor(muted)
    .text('Department of the Treasury — Internal Revenue Service', x, grid + row * 10 + 14, {
      width,
      lineBreak: false,
    });
}

/** A copy line in the form's own (Latin) font, as the employer's copies print it. */
const englishCopyLine =
  (text: string): CopyStyle['copyLine'] =>
  (doc, x, y, w) => {
    doc.font('regular').fontSize(6.5).fillColor(muted).text(text, x, y, {
      width: w,
      align: 'right',
      lineBreak: false,
    });
  };

/** A Letter document in the form's fonts, drawn by `draw`, as the bytes it ends up. */
export async function pdfOf(
  title: string,
  draw: (doc: Doc) => void | Promise<void>,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: page.margin,
    info: { Title: title, Creator: 'Paydesk' },
  });
  doc.registerFont('regular', fontPath('NotoSans-Regular.ttf'));
  doc.registerFont('bold', fontPath('NotoSans-Bold.ttf'));
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  await draw(doc);
  doc.end();
  return done;
}

/** Copy D of every W-2 of the year, one a page, for the employer's records. */
export function w2CopiesDPdf(
  year: number,
  forms: readonly { w2: EmployeeW2; who: W2PdfParties }[],
  /** Pages drawn so far (a job's progress); the drawing then lets the event loop run now and then. */
  progress?: (done: number, total: number) => void,
): Promise<Buffer> {
  return pdfOf(`Form W-2 ${year} — Copy D`, async (doc) => {
    for (const [i, { w2, who }] of forms.entries()) {
      if (i > 0) doc.addPage();
      drawCopy(doc, w2, who, { row: box, copyLine: englishCopyLine(COPY_D) }, page.margin);
      progress?.(i + 1, forms.length);
      if (progress && (i + 1) % 20 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
  });
}
