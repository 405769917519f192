import type { Form940 } from '@paydesk/contracts';
import { formAmount, renderFilingPdf, type FilingRow } from './filing-pdf';
import type { Filer } from './filings-service';

const amount = (number: string, wording: string, cents: number): FilingRow => ({
  number,
  wording,
  amount: formAmount(cents),
});

const yesNo = (value: boolean): string => (value ? 'Yes' : 'No');

/** Parts 1–5 of Form 940, each line in the form's own words. */
function lines(form: Form940): { title: string; rows: FilingRow[] }[] {
  const l = form.lines;
  return [
    {
      title: 'Part 1: Tell us about your return',
      rows: [
        {
          number: '1a',
          wording: 'If you had to pay state unemployment tax in one state only, the state',
          amount: l['1a'] ?? '—',
        },
        {
          number: '1b',
          wording: 'You paid state unemployment tax in more than one state (Schedule A)',
          amount: yesNo(l['1b']),
        },
        {
          number: '2',
          wording: 'You paid wages in a state that is subject to credit reduction (Schedule A)',
          amount: yesNo(l['2']),
        },
      ],
    },
    {
      title: 'Part 2: Determine your FUTA tax before adjustments',
      rows: [
        amount('3', 'Total payments to all employees', l['3']),
        amount('4', 'Payments exempt from FUTA tax', l['4']),
        amount('5', 'Total of payments made to each employee in excess of $7,000', l['5']),
        amount('6', 'Subtotal (line 4 + line 5)', l['6']),
        amount('7', 'Total taxable FUTA wages (line 3 − line 6)', l['7']),
        amount('8', 'FUTA tax before adjustments (line 7 × 0.006)', l['8']),
      ],
    },
    {
      title: 'Part 3: Determine your adjustments',
      rows: [
        amount('9', 'All taxable FUTA wages were excluded from state unemployment tax', l['9']),
        amount('10', 'Some wages were excluded from state unemployment tax, or paid late', l['10']),
        amount('11', 'Credit reduction (Schedule A)', l['11']),
      ],
    },
    {
      title: 'Part 4: Determine your FUTA tax and balance due or overpayment',
      rows: [
        amount('12', 'Total FUTA tax after adjustments (lines 8 + 9 + 10 + 11)', l['12']),
        amount('13', 'FUTA tax deposited for the year', l['13']),
        amount('14', 'Balance due (line 12 more than line 13)', l['14']),
        amount('15', 'Overpayment (line 13 more than line 12)', l['15']),
      ],
    },
    {
      title: 'Part 5: Report your FUTA tax liability by quarter',
      rows: [
        amount('16a', '1st quarter (January 1 – March 31)', l['16a']),
        amount('16b', '2nd quarter (April 1 – June 30)', l['16b']),
        amount('16c', '3rd quarter (July 1 – September 30)', l['16c']),
        amount('16d', '4th quarter (October 1 – December 31)', l['16d']),
        amount('17', 'Total tax liability for the year', l['17']),
      ],
    },
  ];
}

/** Form 940 as a PDF, with Schedule A when the company paid in several states. */
export function form940Pdf(form: Form940, filer: Filer): Promise<Buffer> {
  const scheduleA = form.scheduleA.map((row) => ({
    number: row.state,
    wording: `FUTA taxable wages ${formAmount(row.taxableWagesCents)} × credit reduction ${row.creditReductionPercent}`,
    amount: formAmount(row.creditReductionCents),
  }));
  return renderFilingPdf({
    title: `Form 940 for ${form.year}`,
    subtitle: 'Employer’s Annual Federal Unemployment (FUTA) Tax Return — amounts in U.S. dollars',
    filer,
    facts: [
      ['Calendar year', String(form.year)],
      ['Due date', form.dueDate],
    ],
    sections: [
      ...lines(form),
      ...(scheduleA.length > 1 || form.lines['2']
        ? [
            {
              title: 'Schedule A (Form 940): Multi-State Employer and Credit Reduction',
              rows: scheduleA,
            },
          ]
        : []),
    ],
    footer:
      'Computed by Paydesk from the issued pay stubs of the year’s committed payrolls. Line 13 adds up the FUTA deposits whose payment was recorded in Paydesk.',
  });
}
