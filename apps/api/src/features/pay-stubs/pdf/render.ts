import PDFDocument from 'pdfkit';
import type { StubFonts } from './fonts';
import type { StubLayout, StubParty, StubTable } from './layout';

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

function newDocument(title: string, fonts: StubFonts): Doc {
  const doc = new PDFDocument({
    ...noStandardFont,
    size: 'LETTER',
    margin: page.margin,
    info: { Title: title, Creator: 'Paydesk' },
  });
  // The library takes a parsed font as well as its bytes; its types name only the bytes.
  doc.registerFont('regular', fonts.regular as unknown as Uint8Array);
  doc.registerFont('bold', fonts.bold as unknown as Uint8Array);
  return doc.font('regular');
}

/** Writes one line of text in a column, cut with an ellipsis when it is wider than the column. */
function put(doc: Doc, text: string, x: number, y: number, width: number, align: 'left' | 'right') {
  if (text === '') return;
  let shown = text;
  let shownWidth = doc.widthOfString(text);
  if (shownWidth > width) {
    while (shown.length > 1 && doc.widthOfString(`${shown}…`) > width) shown = shown.slice(0, -1);
    shown = `${shown}…`;
    shownWidth = doc.widthOfString(shown);
  }
  const left = align === 'right' ? x + width - shownWidth : x;
  doc.text(shown, left, y, { lineBreak: false });
}

function party(doc: Doc, block: StubParty, x: number, y: number, width: number, scale: Scale) {
  doc
    .font('bold')
    .fontSize(scale.body - 1)
    .fillColor(muted);
  put(doc, block.heading.toUpperCase(), x, y, width, 'left');
  doc.fillColor(ink);
  block.lines.forEach((line, index) => {
    doc.font(index === 0 ? 'bold' : 'regular').fontSize(scale.body);
    put(doc, line, x, y + scale.row * (index + 1), width, 'left');
  });
  return y + scale.row * (block.lines.length + 1);
}

function table(doc: Doc, spec: StubTable, top: number, scale: Scale): number {
  const pad = 4;
  let y = top;
  doc
    .font('bold')
    .fontSize(scale.body + 1)
    .fillColor(ink);
  put(doc, spec.title, page.margin, y, contentWidth, 'left');
  y += scale.row + 2;
  doc.rect(page.margin, y - 2, contentWidth, scale.row).fill(band);
  const cells = (values: string[], font: 'regular' | 'bold', color: string) => {
    doc.font(font).fontSize(scale.body).fillColor(color);
    let x = page.margin;
    spec.columns.forEach((column, index) => {
      const width = column.width * contentWidth;
      put(doc, values[index] ?? '', x + pad, y + 1, width - 2 * pad, column.align);
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

function voidMark(doc: Doc, mark: string) {
  doc.save();
  doc.rotate(-35, { origin: [page.width / 2, page.height / 2] });
  // As large as fits along the diagonal: `ANULAT` is longer than `VOID`.
  doc.font('bold').fontSize(150);
  const size = Math.min(150, (150 * 520) / doc.widthOfString(mark));
  doc.fontSize(size).fillColor('#c62828').fillOpacity(0.22);
  const width = doc.widthOfString(mark);
  doc.text(mark, (page.width - width) / 2, page.height / 2 - size * 0.6, { lineBreak: false });
  doc.restore();
  doc.fillOpacity(1);
}

/** Draws one stub's layout on one Letter page and answers the PDF's bytes. */
export function renderStubPdf(layout: StubLayout, fonts: StubFonts): Promise<Buffer> {
  const doc = newDocument(layout.title, fonts);
  const scale = scaleFor(layout);
  const done = collect(doc);

  doc.font('bold').fontSize(20).fillColor(ink);
  put(doc, layout.title, page.margin, page.margin, contentWidth / 2, 'left');
  doc.fontSize(9);
  // The period's facts on the right: label, then value, both flush to the right edge.
  const valueLeft = page.margin + contentWidth * 0.72;
  layout.facts.forEach((fact, index) => {
    const y = page.margin + index * factRow;
    doc.font('regular').fillColor(muted);
    put(
      doc,
      fact.label,
      page.margin + contentWidth / 2,
      y,
      valueLeft - 8 - contentWidth / 2 - page.margin,
      'right',
    );
    doc.font('bold').fillColor(ink);
    put(doc, fact.value, valueLeft, y, contentWidth * 0.28, 'right');
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
  party(doc, layout.employer, page.margin, y, half, partyScale);
  party(doc, layout.employee, page.margin + contentWidth / 2 + 10, y, half, partyScale);
  y = tablesTop(layout);
  for (const spec of layout.tables) y = table(doc, spec, y, scale);
  y = table(doc, layout.summary, y, scale);
  y = table(doc, layout.deposits, y, scale);
  doc.font('regular').fontSize(7.5).fillColor(muted);
  put(
    doc,
    layout.footer,
    page.margin,
    Math.min(y, page.height - page.margin - 10),
    contentWidth,
    'left',
  );
  if (layout.voided) {
    doc.font('bold').fontSize(10).fillColor('#c62828');
    put(doc, layout.voided.note, page.margin, page.margin + 26, contentWidth / 2, 'left');
    voidMark(doc, layout.voided.mark);
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
