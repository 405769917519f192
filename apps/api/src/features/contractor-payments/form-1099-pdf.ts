import type { Form1099NecItem } from '@paydesk/contracts';
import { stubFontsFor, textPen } from '@paydesk/api/features/pay-stubs';
import { formDrawing } from '@paydesk/api/features/year-end';
import { readerLocaleOf } from '@paydesk/api/http/reader-locale';
import { fillIn, form1099Catalogues } from './form-1099-labels';

const { box, cell, half, ink, muted, page, pdfOf, width } = formDrawing;
const amount = formDrawing.w2Amount;

type Doc = Parameters<Parameters<typeof pdfOf>[1]>[0];

/** Who a copy is for, as its foot says (Form 1099-NEC's own words). */
export const FORM_1099_COPIES = {
  B: { name: 'Copy B', purpose: 'For Recipient' },
  C: { name: 'Copy C', purpose: 'For Payer' },
} as const;
export type Form1099Copy = keyof typeof FORM_1099_COPIES;

/** What the form prints besides the boxes. */
export type Form1099Parties = {
  year: number;
  payerName: string;
  payerAddress: string[];
  payerTin: string;
  /** As the copy prints it: the last four on the recipient's copy, full on the payer's own. */
  recipientTin: string;
  recipientName: string;
  recipientAddress: string[];
  /** The payer's account number for the recipient (the contractor's id). */
  accountNumber: string;
};

const cents = (value: number) => (value > 0 ? amount(value) : '');

function payerSide(doc: Doc, who: Form1099Parties, x: number, top: number) {
  const w = half;
  cell(
    doc,
    x,
    top,
    w,
    box * 3,
    'PAYER’S name, street address, city or town, state or province, country, ZIP or foreign postal code, and telephone no.',
    ['', who.payerName, ...who.payerAddress].join('\n'),
  );
  const y = top + box * 3;
  cell(doc, x, y, w / 2, box, 'PAYER’S TIN', who.payerTin);
  cell(doc, x + w / 2, y, w / 2, box, 'RECIPIENT’S TIN', who.recipientTin);
  cell(doc, x, y + box, w, box, 'RECIPIENT’S name', who.recipientName);
  cell(
    doc,
    x,
    y + box * 2,
    w,
    box,
    'Street address (including apt. no.)',
    who.recipientAddress[0] ?? '',
  );
  cell(
    doc,
    x,
    y + box * 3,
    w,
    box,
    'City or town, state or province, country, and ZIP or foreign postal code',
    who.recipientAddress.slice(1).join(', '),
  );
  cell(doc, x, y + box * 4, w, box, 'Account number (see instructions)', who.accountNumber);
}

function boxesSide(doc: Doc, form: Form1099NecItem, x: number, top: number) {
  const w = half / 2;
  const state = form.states[0];
  cell(doc, x, top, half, box, 'OMB No. 1545-0116   Form 1099-NEC (Rev. January 2025)');
  cell(doc, x, top + box, half, box, '1  Nonemployee compensation', `$ ${amount(form.box1Cents)}`);
  cell(
    doc,
    x,
    top + box * 2,
    half,
    box,
    '2  Payer made direct sales totaling $5,000 or more of consumer products to recipient for resale',
    '[  ]',
  );
  cell(doc, x, top + box * 3, half, box, '3  Excess golden parachute payments', '');
  cell(
    doc,
    x,
    top + box * 4,
    half,
    box,
    '4  Federal income tax withheld',
    form.box4Cents > 0 ? `$ ${amount(form.box4Cents)}` : '',
  );
  const y = top + box * 5;
  cell(
    doc,
    x,
    y,
    w * 0.8,
    box * 2,
    '5  State tax withheld',
    state ? cents(state.stateTaxWithheldCents) : '',
  );
  cell(
    doc,
    x + w * 0.8,
    y,
    w * 0.7,
    box * 2,
    '6  State/Payer’s state no.',
    state ? `${state.state} ${state.payerStateNumber ?? ''}`.trim() : '',
  );
  cell(
    doc,
    x + w * 1.5,
    y,
    w * 0.5,
    box * 2,
    '7  State income',
    state ? cents(state.stateIncomeCents) : '',
  );
}

/** Writes a copy's name and purpose, right-aligned in the space given. */
type CopyLine = (doc: Doc, x: number, y: number, w: number) => void;

const englishCopyLine =
  (copy: Form1099Copy): CopyLine =>
  (doc, x, y, w) => {
    const { name, purpose } = FORM_1099_COPIES[copy];
    doc.font('regular').fontSize(6.5).fillColor(muted).text(`${name} — ${purpose}`, x, y, {
      width: w,
      align: 'right',
      lineBreak: false,
    });
  };

/** One copy: the title line, the payer's and recipient's boxes, the amounts, whom it is for. */
function drawCopy(
  doc: Doc,
  form: Form1099NecItem,
  who: Form1099Parties,
  copy: Form1099Copy,
  at: { top: number; copyLine?: CopyLine },
) {
  const x = page.margin;
  const { top } = at;
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(ink)
    .text(`Form 1099-NEC  Nonemployee Compensation  ${who.year}`, x, top, {
      width: half + 60,
      lineBreak: false,
    });
  (at.copyLine ?? englishCopyLine(copy))(doc, x + half, top + 1.5, half);
  const grid = top + 12;
  payerSide(doc, who, x, grid);
  boxesSide(doc, form, x + half, grid);
  const foot =
    copy === 'B'
      ? 'This is important tax information and is being furnished to the IRS. If you are required to file a return, a negligence penalty or other sanction may be imposed on you if this income is taxable and the IRS determines that it has not been reported.'
      : 'For Privacy Act and Paperwork Reduction Act Notice, see the current General Instructions for Certain Information Returns.';
  doc
    .font('regular')
    .fontSize(5.5)
    .fillColor(muted)
    .text(foot, x, grid + box * 8 + 4, { width })
    .text('Department of the Treasury — Internal Revenue Service', x, grid + box * 8 + 22, {
      width,
      lineBreak: false,
    });
}

/**
 * A contractor's 1099-NEC for a year, laid out like the form from the figures (not the IRS's
 * template, and never copy A, which the IRS reads by machine): the copies asked, two to a page.
 */
export function form1099NecPdf(
  form: Form1099NecItem,
  copies: readonly { copy: Form1099Copy; who: Form1099Parties }[],
): Promise<Buffer> {
  const year = copies[0]?.who.year ?? '';
  return pdfOf(`Form 1099-NEC ${year} — ${form.name}`, (doc) => {
    const slot = (page.height - 2 * page.margin) / 2;
    copies.forEach(({ copy, who }, i) => {
      if (i > 0 && i % 2 === 0) doc.addPage();
      drawCopy(doc, form, who, copy, { top: page.margin + (i % 2) * slot });
    });
  });
}

/**
 * The contractor's own copy B, laid out as the payer's, with a heading, its notes and the copy's
 * name in the language of `Accept-Language` (written as the pay stub writes them, so that
 * Chinese prints); the form's own title and boxes stay in English, as the IRS prints them.
 */
export function form1099RecipientPdf(
  form: Form1099NecItem,
  who: Form1099Parties,
  acceptLanguage: string | undefined,
): Promise<Buffer> {
  const { language } = readerLocaleOf(acceptLanguage);
  const labels = form1099Catalogues[language];
  const values = { year: who.year, name: form.name, payer: who.payerName };
  return pdfOf(fillIn(labels.documentTitle, values), (doc) => {
    const pen = textPen(doc, stubFontsFor(language));
    const x = page.margin;
    pen.style('bold', 10).fillColor(ink);
    pen.put(fillIn(labels.heading, values), x, page.margin, width, 'left');
    pen.style('regular', 6.5).fillColor(muted);
    pen.put(labels.instructions, x, page.margin + 14, width, 'left');
    pen.put(labels.formNote, x, page.margin + 23, width, 'left');
    drawCopy(doc, form, who, 'B', {
      top: page.margin + 40,
      copyLine: (_doc, cx, cy, w) => {
        pen.style('regular', 6.5).fillColor(muted);
        pen.put(labels.copyB, cx, cy, w, 'right');
      },
    });
  });
}
