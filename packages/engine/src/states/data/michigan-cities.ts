import { percent, type Rate } from '../../rate';

/** The certificate's option for each city: its name in lower case, words joined by `_`. */
export const MICHIGAN_CITY_OPTIONS = [
  'albion',
  'battle_creek',
  'benton_harbor',
  'big_rapids',
  'detroit',
  'east_lansing',
  'flint',
  'grand_rapids',
  'grayling',
  'hamtramck',
  'highland_park',
  'hudson',
  'ionia',
  'jackson',
  'lansing',
  'lapeer',
  'muskegon',
  'muskegon_heights',
  'pontiac',
  'port_huron',
  'portland',
  'saginaw',
  'springfield',
  'walker',
] as const;
export type MichiganCityOption = (typeof MICHIGAN_CITY_OPTIONS)[number];

export type MichiganCity = {
  /** The pay line's locality id: `MI-` and the name in capitals, words joined by hyphens. */
  readonly localId: string;
  readonly name: string;
  readonly residentRate: Rate;
  /** Half the resident rate, as the City Income Tax Act sets it. */
  readonly nonresidentRate: Rate;
  /** Per exemption, annual. */
  readonly exemptionCents: number;
  readonly publication: string;
};

const TREASURY_LIST = 'Michigan Treasury, "What cities impose an income tax?" (for 2023)';

// The Uniform City Income Tax Ordinance (MCL 141.601 ff.) that the City Income Tax Act attaches
// gives $600 per exemption; only Detroit's and Saginaw's own figures were reachable, so every
// other city keeps the ordinance's amount until its own guide says otherwise.
const UNIFORM_ORDINANCE_EXEMPTION_CENTS = 600_00;

/** Name, resident % and nonresident % as the list prints them. */
type CityRow = readonly [name: string, resident: string, nonresident: string];

// The 24 cities that levy, with their rates (Treasury's list). Detroit's figures are its 2026
// withholding guide's (the same rates); Saginaw's $750 exemption is the OB transcription of its
// own figure.
const CITY_ROWS: Readonly<Record<MichiganCityOption, CityRow>> = {
  albion: ['Albion', '1', '0.5'],
  battle_creek: ['Battle Creek', '1', '0.5'],
  benton_harbor: ['Benton Harbor', '1', '0.5'],
  big_rapids: ['Big Rapids', '1', '0.5'],
  detroit: ['Detroit', '2.4', '1.2'],
  east_lansing: ['East Lansing', '1', '0.5'],
  flint: ['Flint', '1', '0.5'],
  grand_rapids: ['Grand Rapids', '1.5', '0.75'],
  grayling: ['Grayling', '1', '0.5'],
  hamtramck: ['Hamtramck', '1', '0.5'],
  highland_park: ['Highland Park', '2', '1'],
  hudson: ['Hudson', '1', '0.5'],
  ionia: ['Ionia', '1', '0.5'],
  jackson: ['Jackson', '1', '0.5'],
  lansing: ['Lansing', '1', '0.5'],
  lapeer: ['Lapeer', '1', '0.5'],
  muskegon: ['Muskegon', '1', '0.5'],
  muskegon_heights: ['Muskegon Heights', '1', '0.5'],
  pontiac: ['Pontiac', '1', '0.5'],
  port_huron: ['Port Huron', '1', '0.5'],
  portland: ['Portland', '1', '0.5'],
  saginaw: ['Saginaw', '1.5', '0.75'],
  springfield: ['Springfield', '1', '0.5'],
  walker: ['Walker', '1', '0.5'],
};

const OWN_EXEMPTIONS: Partial<Record<MichiganCityOption, number>> = {
  detroit: 600_00,
  saginaw: 750_00,
};

const OWN_PUBLICATIONS: Partial<Record<MichiganCityOption, string>> = {
  detroit: 'Form 5469 (Rev. 05-25), 2026 City of Detroit Income Tax Withholding Guide',
};

const cityOf = (option: MichiganCityOption): MichiganCity => {
  const [name, resident, nonresident] = CITY_ROWS[option];
  return {
    localId: `MI-${name.toUpperCase().replaceAll(' ', '-')}`,
    name,
    residentRate: percent(resident),
    nonresidentRate: percent(nonresident),
    exemptionCents: OWN_EXEMPTIONS[option] ?? UNIFORM_ORDINANCE_EXEMPTION_CENTS,
    publication: OWN_PUBLICATIONS[option] ?? TREASURY_LIST,
  };
};

export const MICHIGAN_CITIES = Object.fromEntries(
  MICHIGAN_CITY_OPTIONS.map((option) => [option, cityOf(option)]),
) as Readonly<Record<MichiganCityOption, MichiganCity>>;
