import type { W3 } from '@paydesk/contracts';
import { box, cell, half, ink, muted, page, pdfOf, w2Amount, width } from './w2-pdf';

/** What Form W-3 prints besides the totals: the employer of boxes e–h, and box 15. */
export type W3PdfEmployer = {
  name: string;
  ein: string | null;
  address: string[];
  /** Box 15 as `w3StateBox` writes it. */
  stateBox: string;
};

/**
 * W-3 box 15 from the W-2s' state rows: the one state with the employer's state ID number; an
 * `X` alone when the W-2s report more than one state (the W-3 instructions: no ID then); empty
 * when they report none.
 */
export function w3StateBox(rows: readonly { state: string; stateIdNumber: string | null }[]) {
  const states = [...new Set(rows.map((row) => row.state))];
  if (states.length > 1) return 'X';
  const only = rows[0];
  return only ? `${only.state}   ${only.stateIdNumber ?? ''}`.trim() : '';
}

/** Form W-3, the transmittal of the year's W-2s, laid out like the form from the totals. */
export function w3Pdf(year: number, w3: W3, employer: W3PdfEmployer): Promise<Buffer> {
  return pdfOf(`Form W-3 ${year}`, (doc) => {
    const x = page.margin;
    const top = page.margin;
    doc
      .font('bold')
      .fontSize(9)
      .fillColor(ink)
      .text(`Form W-3  Transmittal of Wage and Tax Statements  ${year}`, x, top, {
        width,
        lineBreak: false,
      });
    const grid = top + 14;
    const w = half / 2;
    cell(doc, x, grid, half, box, 'a  Control number');
    cell(doc, x, grid + box, w, box, 'b  Kind of payer', '941  [X]');
    cell(doc, x + w, grid + box, w, box, 'Kind of employer', 'None apply  [X]');
    cell(doc, x, grid + box * 2, w, box, 'c  Total number of Forms W-2', String(w3.forms));
    cell(doc, x + w, grid + box * 2, w, box, 'd  Establishment number');
    cell(
      doc,
      x,
      grid + box * 3,
      half,
      box,
      'e  Employer identification number (EIN)',
      employer.ein ?? '',
    );
    cell(doc, x, grid + box * 4, half, box, 'f  Employer’s name', employer.name);
    cell(
      doc,
      x,
      grid + box * 5,
      half,
      box * 3,
      'g  Employer’s address and ZIP code',
      employer.address.join('\n'),
    );
    const amount = (cents: number) => (cents > 0 ? w2Amount(cents) : '');
    const pairs: [string, string, string, string][] = [
      [
        '1  Wages, tips, other compensation',
        w2Amount(w3['1']),
        '2  Federal income tax withheld',
        w2Amount(w3['2']),
      ],
      [
        '3  Social security wages',
        w2Amount(w3['3']),
        '4  Social security tax withheld',
        w2Amount(w3['4']),
      ],
      [
        '5  Medicare wages and tips',
        w2Amount(w3['5']),
        '6  Medicare tax withheld',
        w2Amount(w3['6']),
      ],
      ['7  Social security tips', amount(w3['7']), '8  Allocated tips', ''],
      ['9', '', '10  Dependent care benefits', amount(w3['10'])],
      ['11  Nonqualified plans', '', '12a  Deferred compensation', amount(w3['12a'])],
      ['16  State wages, tips, etc.', amount(w3['16']), '17  State income tax', amount(w3['17'])],
      ['18  Local wages, tips, etc.', amount(w3['18']), '19  Local income tax', amount(w3['19'])],
    ];
    pairs.forEach(([leftLabel, leftValue, rightLabel, rightValue], i) => {
      const y = grid + i * box;
      cell(doc, x + half, y, w, box, leftLabel, leftValue);
      cell(doc, x + half + w, y, w, box, rightLabel, rightValue);
    });
    cell(
      doc,
      x,
      grid + box * 8,
      half,
      box,
      '15  State  |  Employer’s state ID number',
      employer.stateBox,
    );
    doc
      .font('regular')
      .fontSize(5.5)
      .fillColor(muted)
      .text(
        'Send this entire page with the entire Copy A page of Form(s) W-2 to the Social Security Administration.',
        x,
        grid + box * 9 + 6,
        {
          width,
          lineBreak: false,
        },
      );
  });
}
