// Indiana's 92 counties with the two-digit codes of the WH-4 and Departmental Notice #1. The codes
// are Indiana's own (the notice's alphabetical order, St. Joseph before Scott), not FIPS codes.
// A county's rate is not here: it changes by dated rows in indiana-county-rates.ts.

export type IndianaCounty = { readonly code: string; readonly name: string };

const COUNTIES: readonly (readonly [code: string, name: string])[] = [
  ['01', 'Adams'],
  ['02', 'Allen'],
  ['03', 'Bartholomew'],
  ['04', 'Benton'],
  ['05', 'Blackford'],
  ['06', 'Boone'],
  ['07', 'Brown'],
  ['08', 'Carroll'],
  ['09', 'Cass'],
  ['10', 'Clark'],
  ['11', 'Clay'],
  ['12', 'Clinton'],
  ['13', 'Crawford'],
  ['14', 'Daviess'],
  ['15', 'Dearborn'],
  ['16', 'Decatur'],
  ['17', 'DeKalb'],
  ['18', 'Delaware'],
  ['19', 'Dubois'],
  ['20', 'Elkhart'],
  ['21', 'Fayette'],
  ['22', 'Floyd'],
  ['23', 'Fountain'],
  ['24', 'Franklin'],
  ['25', 'Fulton'],
  ['26', 'Gibson'],
  ['27', 'Grant'],
  ['28', 'Greene'],
  ['29', 'Hamilton'],
  ['30', 'Hancock'],
  ['31', 'Harrison'],
  ['32', 'Hendricks'],
  ['33', 'Henry'],
  ['34', 'Howard'],
  ['35', 'Huntington'],
  ['36', 'Jackson'],
  ['37', 'Jasper'],
  ['38', 'Jay'],
  ['39', 'Jefferson'],
  ['40', 'Jennings'],
  ['41', 'Johnson'],
  ['42', 'Knox'],
  ['43', 'Kosciusko'],
  ['44', 'LaGrange'],
  ['45', 'Lake'],
  ['46', 'LaPorte'],
  ['47', 'Lawrence'],
  ['48', 'Madison'],
  ['49', 'Marion'],
  ['50', 'Marshall'],
  ['51', 'Martin'],
  ['52', 'Miami'],
  ['53', 'Monroe'],
  ['54', 'Montgomery'],
  ['55', 'Morgan'],
  ['56', 'Newton'],
  ['57', 'Noble'],
  ['58', 'Ohio'],
  ['59', 'Orange'],
  ['60', 'Owen'],
  ['61', 'Parke'],
  ['62', 'Perry'],
  ['63', 'Pike'],
  ['64', 'Porter'],
  ['65', 'Posey'],
  ['66', 'Pulaski'],
  ['67', 'Putnam'],
  ['68', 'Randolph'],
  ['69', 'Ripley'],
  ['70', 'Rush'],
  ['71', 'St. Joseph'],
  ['72', 'Scott'],
  ['73', 'Shelby'],
  ['74', 'Spencer'],
  ['75', 'Starke'],
  ['76', 'Steuben'],
  ['77', 'Sullivan'],
  ['78', 'Switzerland'],
  ['79', 'Tippecanoe'],
  ['80', 'Tipton'],
  ['81', 'Union'],
  ['82', 'Vanderburgh'],
  ['83', 'Vermillion'],
  ['84', 'Vigo'],
  ['85', 'Wabash'],
  ['86', 'Warren'],
  ['87', 'Warrick'],
  ['88', 'Washington'],
  ['89', 'Wayne'],
  ['90', 'Wells'],
  ['91', 'White'],
  ['92', 'Whitley'],
];

export const INDIANA_COUNTIES: readonly IndianaCounty[] = COUNTIES.map(([code, name]) => ({
  code,
  name,
}));

/** The county names as the WH-4 prints them, in code order: the certificate's choices. */
export const INDIANA_COUNTY_NAMES: readonly string[] = INDIANA_COUNTIES.map(({ name }) => name);

const byKey = new Map<string, IndianaCounty>(
  INDIANA_COUNTIES.flatMap((county) => [
    [county.code, county],
    [county.name.toLowerCase(), county],
  ]),
);

/**
 * The county a WH-4 names, by its code (`"49"`) or its name in any case (`"marion"`,
 * `"ST. JOSEPH"`); undefined for anything else.
 */
export const findIndianaCounty = (text: string): IndianaCounty | undefined =>
  byKey.get(text.trim().toLowerCase());
