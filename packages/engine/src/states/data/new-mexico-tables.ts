// FYI-104, New Mexico Withholding Tax (Rev. 11/2025), effective 1 January 2026, Table 7 (annual
// payroll period), percentage method, "over … but not over".
//
// The weekly, biweekly, semimonthly and monthly tables (Tables 1–4) are not kept: each is this
// table divided by the periods, line starts rounded to the dollar and base amounts to the cent.
// That rule reproduces every line of the twelve printed tables (three columns, four periods),
// including Table 3's schedule where its head line misprints $304 / $608 / $456 for the
// $335 / $671 / $503 the schedule starts at; the tests hold printed lines to prove it.

export type NewMexicoStatus = 'single' | 'married' | 'head_of_household';

/** An annual line: [over (dollars), base (cents), percent of the excess as printed]. */
export type NewMexicoAnnualLine = readonly [overDollars: number, baseCents: number, percent: string];

export const NEW_MEXICO_ANNUAL_TABLES: Readonly<
  Record<NewMexicoStatus, readonly NewMexicoAnnualLine[]>
> = {
  single: [
    [0, 0, '0'],
    [8_050, 0, '1.5'],
    [13_550, 82_50, '3.2'],
    [20_550, 306_50, '3.2'],
    [24_550, 434_50, '4.3'],
    [33_550, 821_50, '4.3'],
    [41_550, 1_165_50, '4.7'],
    [58_550, 1_964_50, '4.7'],
    [74_550, 2_716_50, '4.9'],
    [218_050, 9_748_00, '5.9'],
  ],
  married: [
    [0, 0, '0'],
    [16_100, 0, '1.5'],
    [24_100, 120_00, '3.2'],
    [32_100, 376_00, '3.2'],
    [41_100, 664_00, '4.3'],
    [57_100, 1_352_00, '4.3'],
    [66_100, 1_739_00, '4.7'],
    [102_100, 3_431_00, '4.7'],
    [116_100, 4_089_00, '4.9'],
    [331_100, 14_624_00, '5.9'],
  ],
  head_of_household: [
    [0, 0, '0'],
    [12_075, 0, '1.5'],
    [20_075, 120_00, '3.2'],
    [28_075, 376_00, '3.2'],
    [37_075, 664_00, '4.3'],
    [53_075, 1_352_00, '4.3'],
    [62_075, 1_739_00, '4.7'],
    [98_075, 3_431_00, '4.7'],
    [112_075, 4_089_00, '4.9'],
    [327_075, 14_624_00, '5.9'],
  ],
};
