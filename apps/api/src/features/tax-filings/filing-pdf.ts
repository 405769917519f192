import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import PDFDocument from 'pdfkit';
import type { Filer } from './filings-service';

/** One line of a return: its number, the form's wording, and its amount as printed. */
export type FilingRow = { number: string; wording: string; amount: string };
export type FilingSection = { title: string; rows: FilingRow[] };

/** A return laid out like the IRS form, from its figures (not from the IRS's own template). */
export type FilingDocument = {
  title: string;
  subtitle: string;
  filer: Filer;
  /** The period, due date and the like, printed under the filer. */
  facts: [string, string][];
  sections: FilingSection[];
  footer: string;
};

const resolveFrom = createRequire(import.meta.url);
const fontPath = (file: string): string =>
  join(dirname(resolveFrom.resolve('@embedpdf/fonts-latin')), '..', 'fonts', file);

const page = { width: 612, height: 792, margin: 48 };
const width = page.width - 2 * page.margin;
const row = 15;
const ink = '#1a1a1a';
const muted = '#5f6368';
const band = '#eef1f5';

/** Cents as the forms print dollars: `1,234.56`, negative with a minus sign. */
export function formAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = String(Math.trunc(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

type Doc = InstanceType<typeof PDFDocument>;

function header(doc: Doc, form: FilingDocument): number {
  doc.font('bold').fontSize(18).fillColor(ink).text(form.title, page.margin, page.margin);
  doc.font('regular').fontSize(10).fillColor(muted).text(form.subtitle, { width });
  let y = doc.y + 8;
  doc
    .moveTo(page.margin, y)
    .lineTo(page.margin + width, y)
    .lineWidth(1)
    .strokeColor(ink)
    .stroke();
  y += 8;
  const facts: [string, string][] = [
    ['Employer identification number (EIN)', form.filer.ein ?? 'not on file'],
    ['Name', form.filer.name],
    ['Address', form.filer.address.join(' — ') || 'not on file'],
    ...form.facts,
  ];
  for (const [label, value] of facts) {
    doc.font('regular').fontSize(9).fillColor(muted).text(label, page.margin, y, { width: 200 });
    doc
      .font('bold')
      .fillColor(ink)
      .text(value, page.margin + 210, y, { width: width - 210 });
    y = Math.max(doc.y, y + row);
  }
  return y + 10;
}

function section(doc: Doc, spec: FilingSection, top: number): number {
  let y = top;
  const room = (needed: number) => {
    if (y + needed <= page.height - page.margin - row) return;
    doc.addPage();
    y = page.margin;
  };
  room(row * 3);
  doc.rect(page.margin, y - 3, width, row).fill(band);
  doc
    .font('bold')
    .fontSize(10)
    .fillColor(ink)
    .text(spec.title, page.margin + 4, y, { width });
  y += row + 2;
  for (const line of spec.rows) {
    doc.font('regular').fontSize(9);
    const height = Math.max(row, doc.heightOfString(line.wording, { width: width - 150 }) + 4);
    room(height);
    doc
      .font('bold')
      .fillColor(ink)
      .text(line.number, page.margin + 4, y, { width: 36 });
    doc.font('regular').text(line.wording, page.margin + 40, y, { width: width - 150 });
    doc
      .font('bold')
      .text(line.amount, page.margin + width - 104, y, { width: 100, align: 'right' });
    y += height;
  }
  return y + 8;
}

/** The return's PDF on Letter pages, in Noto Sans (a company's name may be in any script). */
export function renderFilingPdf(form: FilingDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: page.margin,
    info: { Title: form.title, Creator: 'Paydesk' },
  });
  doc.registerFont('regular', fontPath('NotoSans-Regular.ttf'));
  doc.registerFont('bold', fontPath('NotoSans-Bold.ttf'));
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let y = header(doc, form);
  for (const spec of form.sections) y = section(doc, spec, y);
  doc.font('regular').fontSize(7.5).fillColor(muted);
  doc.text(form.footer, page.margin, Math.min(y, page.height - page.margin - 20), { width });
  doc.end();
  return done;
}
