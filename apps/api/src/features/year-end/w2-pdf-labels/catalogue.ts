/**
 * The texts around the employee's W-2 copies, one catalogue per language (en, fr, ro, zh): the
 * page's heading and notes and each copy's name and purpose. The form itself (its title and its
 * boxes' labels) stays in English, as the IRS prints it.
 */
export type W2PdfLabels = {
  /** The document's title (PDF metadata): `{year}` the tax year, `{name}` the employee. */
  documentTitle: string;
  /** The page's heading: `{year}` the tax year. */
  heading: string;
  /** Which copy goes with which return. */
  instructions: string;
  /** Why the form is in English, and that the SSN shows only its last four digits. */
  formNote: string;
  /** Each copy's name and whom it is for (in English, the form's own words). */
  copyB: string;
  copyC: string;
  copy2: string;
};
