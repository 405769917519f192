import type { EmployeeW2 } from '@paydesk/contracts';
import { stubFontsFor, textPen, type TextPen } from '@paydesk/api/features/pay-stubs';
import { readerLocaleOf } from '@paydesk/api/http/reader-locale';
import { fillIn, w2PdfCatalogues, type W2PdfLabels } from './w2-pdf-labels';
import {
  copyHeight,
  drawCopy,
  ink,
  muted,
  page,
  pdfOf,
  width,
  type CopyStyle,
  type W2PdfParties,
} from './w2-pdf';

/** The employee's three copies, in the order the form prints them. */
const COPIES = ['copyB', 'copyC', 'copy2'] as const satisfies readonly (keyof W2PdfLabels)[];

/** The rows of boxes are a little lower than on a page of their own, to fit the heading. */
const ROW = 20;
const HEADING = 34;

/** A copy line in the reader's language, each character in a face that has it (Chinese too). */
const readerCopyLine =
  (pen: TextPen, text: string): CopyStyle['copyLine'] =>
  (_doc, x, y, w) => {
    pen.style('regular', 6.5).fillColor(muted);
    pen.put(text, x, y, w, 'right');
  };

/**
 * The employee's W-2: copies B, C and 2 on one Letter page, laid out like the form from the
 * figures (not the IRS's template), the SSN truncated as employee copies may be. The texts
 * around the form (the heading, its notes and each copy's name) are in the language of
 * `Accept-Language`, written as the pay stub writes them so that Chinese prints; the form's own
 * title and boxes stay in English, as the IRS prints them.
 */
export function w2EmployeeCopiesPdf(
  w2: EmployeeW2,
  who: W2PdfParties,
  acceptLanguage: string | undefined,
): Promise<Buffer> {
  const { language } = readerLocaleOf(acceptLanguage);
  const labels = w2PdfCatalogues[language];
  const title = fillIn(labels.documentTitle, { year: w2.year, name: w2.name });
  return pdfOf(title, (doc) => {
    const pen = textPen(doc, stubFontsFor(language));
    const x = page.margin;
    pen.style('bold', 10).fillColor(ink);
    pen.put(fillIn(labels.heading, { year: w2.year }), x, page.margin, width, 'left');
    pen.style('regular', 6.5).fillColor(muted);
    pen.put(labels.instructions, x, page.margin + 14, width, 'left');
    pen.put(labels.formNote, x, page.margin + 23, width, 'left');
    const first = page.margin + HEADING;
    const slot = (page.height - page.margin - first) / COPIES.length;
    // Each copy is centred in its third of the page: its height is less than the slot.
    const inset = Math.max(0, (slot - copyHeight(ROW)) / 2);
    COPIES.forEach((copy, i) =>
      drawCopy(
        doc,
        w2,
        who,
        { row: ROW, copyLine: readerCopyLine(pen, labels[copy]) },
        first + i * slot + inset,
      ),
    );
  });
}
