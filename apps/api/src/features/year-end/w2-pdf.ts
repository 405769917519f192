import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { EmployeeW2 } from '@paydesk/contracts';

/** Who the copies are for, as each one's foot says (Form W-2's own words). */
const COPIES = [
  { name: 'Copy B', purpose: 'To Be Filed With Employee’s FEDERAL Tax Return.' },
  { name: 'Copy C', purpose: 'For EMPLOYEE’S RECORDS.' },
  {
    name: 'Copy 2',
    purpose: 'To Be Filed With Employee’s State, City, or Local Income Tax Return.',
  },
] as const;

/** The employer's own copy, kept with its records (the full SSN may be on it). */
const COPY_D = { name: 'Copy D', purpose: 'For Employer.' } as const;

type Copy = (typeof COPIES)[number] | typeof COPY_D;

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

type Doc = InstanceType<typeof PDFDocument>;

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

function leftColumn(doc: Doc, w2: EmployeeW2, who: W2PdfParties, x: number, top: number) {
  let y = top;
  cell(doc, x, y, half, box, 'a  Employee’s social security number', who.maskedSsn);
  y += box;
  cell(doc, x, y, half, box, 'b  Employer identification number (EIN)', w2.employer.ein ?? '');
  y += box;
  cell(
    doc,
    x,
    y,
    half,
    box * 3,
    'c  Employer’s name, address, and ZIP code',
    [w2.employer.name, ...who.employerAddress].join('\n'),
  );
  y += box * 3;
  cell(doc, x, y, half, box, 'd  Control number', '');
  y += box;
  cell(doc, x, y, half * 0.45, box, 'e  Employee’s first name and initial', who.employeeFirstName);
  cell(doc, x + half * 0.45, y, half * 0.55, box, 'Last name', who.employeeLastName);
  y += box;
  cell(
    doc,
    x,
    y,
    half,
    box * 2,
    'f  Employee’s address and ZIP code',
    who.employeeAddress.join('\n'),
  );
}

function rightColumn(doc: Doc, w2: EmployeeW2, x: number, top: number) {
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
      '13  Statutory employee · Retirement plan · Third-party sick pay',
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
    const y = top + i * box;
    cell(doc, x, y, w, box, leftLabel, leftValue);
    cell(doc, x + w, y, w, box, rightLabel, rightValue);
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

function stateRows(doc: Doc, w2: EmployeeW2, x: number, top: number) {
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
    cell(doc, cx, top, w, box, label, cells[0]);
    doc
      .rect(cx, top + box, w, 12)
      .lineWidth(0.5)
      .strokeColor(ink)
      .stroke();
    doc
      .font('bold')
      .fontSize(7.5)
      .fillColor(ink)
      .text(cells[1] ?? '', cx + 3, top + box + 2, {
        width: w - 6,
        lineBreak: false,
      });
    cx += w;
  });
}

/** One copy: the form's title line, the grid of boxes, the state rows and whom it is for. */
function drawCopy(doc: Doc, w2: EmployeeW2, who: W2PdfParties, copy: Copy, top: number) {
  const x = page.margin;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(ink)
    .text(`Form W-2  Wage and Tax Statement  ${w2.year}`, x, top, {
      width: half + 60,
      lineBreak: false,
    });
  doc
    .font('regular')
    .fontSize(6.5)
    .fillColor(muted)
    .text(`${copy.name} — ${copy.purpose}`, x + half - 40, top + 1.5, {
      width: half + 40,
      align: 'right',
      lineBreak: false,
    });
  const grid = top + 12;
  leftColumn(doc, w2, who, x, grid);
  rightColumn(doc, w2, x + half, grid);
  stateRows(doc, w2, x, grid + box * 9);
  doc
    .font('regular')
    .fontSize(5.5)
    .fillColor(muted)
    .text('Department of the Treasury — Internal Revenue Service', x, grid + box * 10 + 14, {
      width,
      lineBreak: false,
    });
}

/** A Letter document in the form's fonts, drawn by `draw`, as the bytes it ends up. */
export function pdfOf(title: string, draw: (doc: Doc) => void): Promise<Buffer> {
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
  draw(doc);
  doc.end();
  return done;
}

/**
 * The employee's W-2: copies B, C and 2 on one Letter page, laid out like the form from the
 * figures (not the IRS's template), the SSN truncated as employee copies may be.
 */
export function w2EmployeeCopiesPdf(w2: EmployeeW2, who: W2PdfParties): Promise<Buffer> {
  return pdfOf(`Form W-2 ${w2.year} — ${w2.name}`, (doc) => {
    const slot = (page.height - 2 * page.margin) / COPIES.length;
    COPIES.forEach((copy, i) => drawCopy(doc, w2, who, copy, page.margin + i * slot));
  });
}

/** Copy D of every W-2 of the year, one a page, for the employer's records. */
export function w2CopiesDPdf(
  year: number,
  forms: readonly { w2: EmployeeW2; who: W2PdfParties }[],
): Promise<Buffer> {
  return pdfOf(`Form W-2 ${year} — Copy D`, (doc) => {
    forms.forEach(({ w2, who }, i) => {
      if (i > 0) doc.addPage();
      drawCopy(doc, w2, who, COPY_D, page.margin);
    });
  });
}
