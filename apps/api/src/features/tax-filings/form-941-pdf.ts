import type { Form941 } from '@paydesk/contracts';
import { formAmount, renderFilingPdf, type FilingRow } from './filing-pdf';
import type { Filer } from './filings-service';

const quarterMonths: Record<string, string> = {
  '1': 'January, February, March',
  '2': 'April, May, June',
  '3': 'July, August, September',
  '4': 'October, November, December',
};
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const amount = (number: string, wording: string, cents: number): FilingRow => ({
  number,
  wording,
  amount: formAmount(cents),
});

/** Part 1 of Form 941, each line in the form's own words. */
function partOne(form: Form941): FilingRow[] {
  const l = form.lines;
  const month = monthNames[(Number(form.quarter.slice(-1)) - 1) * 3 + 2] ?? '';
  return [
    {
      number: '1',
      wording: `Number of employees who received wages, tips, or other compensation for the pay period including ${month} 12`,
      amount: String(l['1']),
    },
    amount('2', 'Wages, tips, and other compensation', l['2']),
    amount('3', 'Federal income tax withheld from wages, tips, and other compensation', l['3']),
    amount('5a', 'Taxable social security wages (column 1)', l['5a'].wagesCents),
    amount('5a', 'Taxable social security wages × 0.124 (column 2)', l['5a'].taxCents),
    amount('5c', 'Taxable Medicare wages & tips (column 1)', l['5c'].wagesCents),
    amount('5c', 'Taxable Medicare wages & tips × 0.029 (column 2)', l['5c'].taxCents),
    amount(
      '5d',
      'Taxable wages & tips subject to Additional Medicare Tax withholding (column 1)',
      l['5d'].wagesCents,
    ),
    amount('5d', 'Additional Medicare Tax × 0.009 (column 2)', l['5d'].taxCents),
    amount('5e', 'Total social security and Medicare taxes (add lines 5a, 5b, 5c and 5d)', l['5e']),
    amount('6', 'Total taxes before adjustments (add lines 3, 5e and 5f)', l['6']),
    amount('7', 'Current quarter’s adjustment for fractions of cents', l['7']),
    amount('10', 'Total taxes after adjustments (combine lines 6 through 9)', l['10']),
    amount('12', 'Total taxes after adjustments and nonrefundable credits', l['12']),
    amount(
      '13',
      'Total deposits for this quarter, including overpayment applied from a prior quarter',
      l['13'],
    ),
    amount('14', 'Balance due (line 12 more than line 13)', l['14']),
    amount('15', 'Overpayment (line 13 more than line 12)', l['15']),
  ];
}

/** Part 2: line 16's box with the months, or Schedule B's days. */
function partTwo(form: Form941): { title: string; rows: FilingRow[] }[] {
  const box = form.lines['16'];
  const first = (Number(form.quarter.slice(-1)) - 1) * 3;
  const line16: FilingRow = {
    number: '16',
    wording:
      box === 1
        ? 'Line 12 is less than $2,500: no record of tax liability is needed'
        : box === 2
          ? 'Monthly schedule depositor for the entire quarter: tax liability for each month'
          : 'Semiweekly schedule depositor for any part of this quarter: Schedule B (Form 941) attached',
    amount: `box ${box}`,
  };
  const months = form.monthlyLiabilityCents.map((cents, index) =>
    amount('', `Month ${index + 1} (${monthNames[first + index] ?? ''})`, cents),
  );
  const sections = [
    {
      title: 'Part 2: Your deposit schedule and tax liability for this quarter',
      rows: [line16, ...months, amount('', 'Total liability for quarter', form.lines['12'])],
    },
  ];
  if (form.scheduleB.length > 0) {
    sections.push({
      title: 'Schedule B (Form 941): Report of Tax Liability for Semiweekly Schedule Depositors',
      rows: form.scheduleB.map((day) => amount('', `Tax liability for ${day.date}`, day.cents)),
    });
  }
  return sections;
}

/** Form 941 as a PDF, laid out from the return's figures. */
export function form941Pdf(form: Form941, filer: Filer): Promise<Buffer> {
  const [year, quarter] = form.quarter.split('Q');
  return renderFilingPdf({
    title: 'Form 941 for ' + year,
    subtitle: 'Employer’s QUARTERLY Federal Tax Return — amounts in U.S. dollars',
    filer,
    facts: [
      ['Report for this quarter', `${quarter}: ${quarterMonths[quarter ?? ''] ?? ''} ${year}`],
      ['Deposit schedule', form.depositSchedule === 'monthly' ? 'Monthly' : 'Semiweekly'],
      ['Due date', form.dueDate],
    ],
    sections: [
      { title: 'Part 1: Answer these questions for this quarter', rows: partOne(form) },
      ...partTwo(form),
    ],
    footer:
      'Computed by Paydesk from the issued pay stubs of the quarter’s committed payrolls. Lines not shown (4, 5b, 5f, 8, 9, 11) are zero or not applicable. Line 13 adds up the deposits whose payment was recorded in Paydesk.',
  });
}
