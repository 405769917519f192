import type { W2PdfLabels } from './catalogue';

export const ro: W2PdfLabels = {
  documentTitle: 'Formularul W-2 {year} — {name}',
  heading: 'Formularul W-2 pentru {year}: exemplarele dumneavoastră B, C și 2',
  instructions:
    'Depuneți exemplarul B împreună cu declarația federală de venit și exemplarul 2 cu declarația statală sau locală; păstrați exemplarul C.',
  formNote:
    'Formularul este în engleză, așa cum îl tipărește IRS. Numărul de asigurare socială apare doar cu ultimele patru cifre.',
  copyB: 'Exemplarul B — Se depune cu declarația federală de venit a angajatului.',
  copyC: 'Exemplarul C — Pentru evidența angajatului.',
  copy2: 'Exemplarul 2 — Se depune cu declarația de venit statală sau locală a angajatului.',
};
