/**
 * The EFW2 records Paydesk writes (SSA Publication 42-007, the tax year 2025 layout; no later
 * edition changes them). Positions are 1-based and inclusive, as the publication gives them.
 * `alpha`: upper case, left-justified, blank-filled; `email`: the same without upper-casing;
 * `digits`: zero-filled numbers and ids; `money`: whole cents, right-justified, zero-filled.
 */
export type Efw2FieldKind = 'alpha' | 'email' | 'digits' | 'money' | 'literal';
export type Efw2Field = { name: string; start: number; end: number; kind: Efw2FieldKind };

export const EFW2_RECORD_LENGTH = 512;

const f = (name: string, start: number, end: number, kind: Efw2FieldKind = 'alpha'): Efw2Field => ({
  name,
  start,
  end,
  kind,
});

/** The address block shared by the submitter, the employer and the employee. */
const address = (prefix: string, start: number): Efw2Field[] => [
  f(`${prefix}LocationAddress`, start, start + 21),
  f(`${prefix}DeliveryAddress`, start + 22, start + 43),
  f(`${prefix}City`, start + 44, start + 65),
  f(`${prefix}State`, start + 66, start + 67),
  f(`${prefix}Zip`, start + 68, start + 72, 'digits'),
  f(`${prefix}ZipExtension`, start + 73, start + 76),
];

export const RA_FIELDS: readonly Efw2Field[] = [
  f('recordId', 1, 2, 'literal'),
  f('submitterEin', 3, 11, 'digits'),
  f('userId', 12, 19),
  f('softwareVendorCode', 20, 23),
  f('resubIndicator', 29, 29, 'digits'),
  f('resubWfid', 30, 35),
  f('softwareCode', 36, 37, 'digits'),
  f('companyName', 38, 94),
  ...address('company', 95),
  f('submitterName', 217, 273),
  ...address('submitter', 274),
  f('contactName', 396, 422),
  f('contactPhone', 423, 437),
  f('contactPhoneExtension', 438, 442),
  f('contactEmail', 446, 485, 'email'),
  f('contactFax', 489, 498),
  f('preparerCode', 500, 500),
];

export const RE_FIELDS: readonly Efw2Field[] = [
  f('recordId', 1, 2, 'literal'),
  f('taxYear', 3, 6, 'digits'),
  f('agentIndicator', 7, 7),
  f('employerEin', 8, 16, 'digits'),
  f('agentForEin', 17, 25),
  f('terminatingBusiness', 26, 26, 'digits'),
  f('establishmentNumber', 27, 30),
  f('otherEin', 31, 39),
  f('employerName', 40, 96),
  ...address('employer', 97),
  f('kindOfEmployer', 174, 174),
  f('employmentCode', 219, 219),
  f('taxJurisdictionCode', 220, 220),
  f('thirdPartySickPay', 221, 221, 'digits'),
  f('contactName', 222, 248),
  f('contactPhone', 249, 263),
  f('contactPhoneExtension', 264, 268),
  f('contactFax', 269, 278),
  f('contactEmail', 279, 318, 'email'),
];

/** RW money fields by what they carry, each as its RT total is keyed (RT is not in RW order). */
export const RW_MONEY: readonly Efw2Field[] = [
  f('wages', 188, 198, 'money'),
  f('federalIncomeTax', 199, 209, 'money'),
  f('socialSecurityWages', 210, 220, 'money'),
  f('socialSecurityTax', 221, 231, 'money'),
  f('medicareWages', 232, 242, 'money'),
  f('medicareTax', 243, 253, 'money'),
  f('socialSecurityTips', 254, 264, 'money'),
  f('dependentCare', 276, 286, 'money'),
  f('code12D', 287, 297, 'money'),
  f('code12E', 298, 308, 'money'),
  f('code12F', 309, 319, 'money'),
  f('code12G', 320, 330, 'money'),
  f('code12H', 331, 341, 'money'),
  f('nonqualified457', 353, 363, 'money'),
  f('code12W', 364, 374, 'money'),
  f('nonqualifiedNot457', 375, 385, 'money'),
  f('code12Q', 386, 396, 'money'),
  f('code12C', 408, 418, 'money'),
  f('code12V', 419, 429, 'money'),
  f('code12Y', 430, 440, 'money'),
  f('code12AA', 441, 451, 'money'),
  f('code12BB', 452, 462, 'money'),
  f('code12DD', 463, 473, 'money'),
  f('code12FF', 474, 484, 'money'),
];

export const RW_FIELDS: readonly Efw2Field[] = [
  f('recordId', 1, 2, 'literal'),
  f('ssn', 3, 11, 'digits'),
  f('firstName', 12, 26),
  f('middleName', 27, 41),
  f('lastName', 42, 61),
  f('suffix', 62, 65),
  ...address('employee', 66),
  ...RW_MONEY,
  f('statutoryEmployee', 486, 486, 'digits'),
  f('retirementPlan', 488, 488, 'digits'),
  f('thirdPartySickPay', 489, 489, 'digits'),
];

/** RT totals: 15 digits each, at their own positions. */
export const RT_MONEY: Readonly<Record<string, readonly [number, number]>> = {
  wages: [10, 24],
  federalIncomeTax: [25, 39],
  socialSecurityWages: [40, 54],
  socialSecurityTax: [55, 69],
  medicareWages: [70, 84],
  medicareTax: [85, 99],
  socialSecurityTips: [100, 114],
  dependentCare: [130, 144],
  code12D: [145, 159],
  code12E: [160, 174],
  code12F: [175, 189],
  code12G: [190, 204],
  code12H: [205, 219],
  nonqualified457: [235, 249],
  code12W: [250, 264],
  nonqualifiedNot457: [265, 279],
  code12Q: [280, 294],
  code12DD: [295, 309],
  code12C: [310, 324],
  code12V: [340, 354],
  code12Y: [355, 369],
  code12AA: [370, 384],
  code12BB: [385, 399],
  code12FF: [400, 414],
};

export const RT_FIELDS: readonly Efw2Field[] = [
  f('recordId', 1, 2, 'literal'),
  f('rwCount', 3, 9, 'digits'),
  ...Object.entries(RT_MONEY).map(([name, [start, end]]) => f(name, start, end, 'money')),
];

export const RF_FIELDS: readonly Efw2Field[] = [
  f('recordId', 1, 2, 'literal'),
  f('rwCount', 8, 16, 'digits'),
];

export const EFW2_LAYOUTS: Readonly<Record<string, readonly Efw2Field[]>> = {
  RA: RA_FIELDS,
  RE: RE_FIELDS,
  RW: RW_FIELDS,
  RT: RT_FIELDS,
  RF: RF_FIELDS,
};
