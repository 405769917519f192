import PDFDocument from 'pdfkit';
import type { StubFonts } from './fonts';
import type { StubLayout, StubParty, StubTable } from './layout';
import { textPen, type TextPen } from './text-pen';

const page = { width: 612, height: 792, margin: 40 };
const contentWidth = page.width - 2 * page.margin;
const ink = '#1a1a1a';
const muted = '#5f6368';
const rule = '#c7cbd1';
const band = '#eef1f5';
const factRow = 13;
const partyRow = 13;

type Doc = InstanceType<typeof PDFDocument>;

/** Sizes that shrink together when a stub has too many lines for one page at full size. */
type Scale = { body: number; row: number; gap: number };

// The library opens Helvetica for every document unless given `font: null`, which its types do
// not allow; every text here is in the embedded faces, so no standard font is loaded.
const noStandardFont = { font: null } as unknown as PDFKit.PDFDocumentOptions;

function newDocument(title: string): Doc {
  return new PDFDocument({
    ...noStandardFont,
    size: 'LETTER',
    margin: page.margin,
    info: { Title: title, Creator: 'Paydesk' },
  });
}

function party(pen: TextPen, block: StubParty, x: number, y: number, width: number, scale: Scale) {
  pen.style('bold', scale.body - 1).fillColor(muted);
  pen.put(block.heading.toUpperCase(), x, y, width, 'left');
  pen.style('bold', scale.body).fillColor(ink);
  block.lines.forEach((line, index) => {
    pen.style(index === 0 ? 'bold' : 'regular', scale.body);
    pen.put(line, x, y + scale.row * (index + 1), width, 'left');
  });
  return y + scale.row * (block.lines.length + 1);
}

function table(doc: Doc, pen: TextPen, spec: StubTable, top: number, scale: Scale): number {
  const pad = 4;
  let y = top;
  pen.style('bold', scale.body + 1).fillColor(ink);
  pen.put(spec.title, page.margin, y, contentWidth, 'left');
  y += scale.row + 2;
  doc.rect(page.margin, y - 2, contentWidth, scale.row).fill(band);
  const cells = (values: string[], weight: 'regular' | 'bold', color: string) => {
    pen.style(weight, scale.body).fillColor(color);
    let x = page.margin;
    spec.columns.forEach((column, index) => {
      const width = column.width * contentWidth;
      pen.put(values[index] ?? '', x + pad, y + 1, width - 2 * pad, column.align);
      x += width;
    });
    y += scale.row;
  };
  cells(
    spec.columns.map((column) => column.label),
    'bold',
    muted,
  );
  for (const row of spec.rows) cells(row, 'regular', ink);
  if (spec.total) {
    doc
      .moveTo(page.margin, y)
      .lineTo(page.margin + contentWidth, y)
      .lineWidth(0.6)
      .strokeColor(rule)
      .stroke();
    cells(spec.total, 'bold', ink);
  }
  return y + scale.gap;
}

/** Where the tables start: under the title, the period's facts and the two parties. */
function tablesTop(layout: StubLayout): number {
  const header = page.margin + Math.max(40, layout.facts.length * factRow + 10) + 10;
  const parties = Math.max(layout.employer.lines.length, layout.employee.lines.length) + 1;
  return header + parties * partyRow + 12;
}

/**
 * Full size while the stub fits the page; smaller rows for a stub with many lines. A table takes
 * its title (a row and 2 points), its header, its rows, its total and a gap of three quarters of
 * a row.
 */
function scaleFor(layout: StubLayout): Scale {
  const tables = [...layout.tables, layout.summary, layout.deposits];
  const rows = tables.reduce((sum, t) => sum + t.rows.length + (t.total ? 1 : 0) + 2.75, 0);
  const footer = 14;
  const available = page.height - page.margin - tablesTop(layout) - footer - 2 * tables.length;
  const row = Math.min(13.5, Math.max(6, available / rows));
  return { body: Math.min(9, row * 0.7), row, gap: row * 0.75 };
}

function voidMark(doc: Doc, pen: TextPen, mark: string) {
  doc.save();
  doc.rotate(-35, { origin: [page.width / 2, page.height / 2] });
  // As large as fits along the diagonal: `ANULAT` is longer than `VOID`.
  pen.style('bold', 150);
  const size = Math.min(150, (150 * 520) / pen.width(mark));
  pen.style('bold', size).fillColor('#c62828').fillOpacity(0.22);
  const width = pen.width(mark);
  pen.put(mark, (page.width - width) / 2, page.height / 2 - size * 0.6, width, 'left');
  doc.restore();
  doc.fillOpacity(1);
}

/** Draws one stub's layout on one Letter page and answers the PDF's bytes. */
export function renderStubPdf(layout: StubLayout, fonts: StubFonts): Promise<Buffer> {
  const doc = newDocument(layout.title);
  const pen = textPen(doc, fonts);
  const scale = scaleFor(layout);
  const done = collect(doc);

  pen.style('bold', 20).fillColor(ink);
  pen.put(layout.title, page.margin, page.margin, contentWidth / 2, 'left');
  // The period's facts on the right: label, then value, both flush to the right edge.
  const valueLeft = page.margin + contentWidth * 0.72;
  layout.facts.forEach((fact, index) => {
    const y = page.margin + index * factRow;
    pen.style('regular', 9).fillColor(muted);
    pen.put(
      fact.label,
      page.margin + contentWidth / 2,
      y,
      valueLeft - 8 - contentWidth / 2 - page.margin,
      'right',
    );
    pen.style('bold', 9).fillColor(ink);
    pen.put(fact.value, valueLeft, y, contentWidth * 0.28, 'right');
  });
  let y = page.margin + Math.max(40, layout.facts.length * factRow + 10);
  doc
    .moveTo(page.margin, y)
    .lineTo(page.margin + contentWidth, y)
    .lineWidth(1)
    .strokeColor(ink)
    .stroke();
  y += 10;
  const half = contentWidth / 2 - 10;
  const partyScale = { ...scale, body: 9, row: partyRow };
  party(pen, layout.employer, page.margin, y, half, partyScale);
  party(pen, layout.employee, page.margin + contentWidth / 2 + 10, y, half, partyScale);
  y = tablesTop(layout);
  for (const spec of layout.tables) y = table(doc, pen, spec, y, scale);
  y = table(doc, pen, layout.summary, y, scale);
  y = table(doc, pen, layout.deposits, y, scale);
  pen.style('regular', 7.5).fillColor(muted);
  pen.put(
    layout.footer,
    page.margin,
    Math.min(y, page.height - page.margin - 10),
    contentWidth,
    'left',
  );
  if (layout.voided) {
    pen.style('bold', 10).fillColor('#c62828');
    pen.put(layout.voided.note, page.margin, page.margin + 26, contentWidth / 2, 'left');
    voidMark(doc, pen, layout.voided.mark);
  }
  doc.end();
  return done;
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
