/** Countries offered in electricity, heat and travel questions (ISO 3166-1 alpha-2 keys). */
export interface Country {
  readonly code: string;
  readonly iso3: string;
  readonly eu: boolean;
  readonly label: { readonly pl: string; readonly en: string };
}

const c = (code: string, iso3: string, eu: boolean, pl: string, en: string): Country => ({
  code,
  iso3,
  eu,
  label: { pl, en },
});

export const COUNTRIES: readonly Country[] = [
  c('PL', 'POL', true, 'Polska', 'Poland'),
  c('AT', 'AUT', true, 'Austria', 'Austria'),
  c('BE', 'BEL', true, 'Belgia', 'Belgium'),
  c('BG', 'BGR', true, 'Bułgaria', 'Bulgaria'),
  c('HR', 'HRV', true, 'Chorwacja', 'Croatia'),
  c('CY', 'CYP', true, 'Cypr', 'Cyprus'),
  c('CZ', 'CZE', true, 'Czechy', 'Czechia'),
  c('DK', 'DNK', true, 'Dania', 'Denmark'),
  c('EE', 'EST', true, 'Estonia', 'Estonia'),
  c('FI', 'FIN', true, 'Finlandia', 'Finland'),
  c('FR', 'FRA', true, 'Francja', 'France'),
  c('DE', 'DEU', true, 'Niemcy', 'Germany'),
  c('GR', 'GRC', true, 'Grecja', 'Greece'),
  c('HU', 'HUN', true, 'Węgry', 'Hungary'),
  c('IE', 'IRL', true, 'Irlandia', 'Ireland'),
  c('IT', 'ITA', true, 'Włochy', 'Italy'),
  c('LV', 'LVA', true, 'Łotwa', 'Latvia'),
  c('LT', 'LTU', true, 'Litwa', 'Lithuania'),
  c('LU', 'LUX', true, 'Luksemburg', 'Luxembourg'),
  c('MT', 'MLT', true, 'Malta', 'Malta'),
  c('NL', 'NLD', true, 'Holandia', 'Netherlands'),
  c('PT', 'PRT', true, 'Portugalia', 'Portugal'),
  c('RO', 'ROU', true, 'Rumunia', 'Romania'),
  c('SK', 'SVK', true, 'Słowacja', 'Slovakia'),
  c('SI', 'SVN', true, 'Słowenia', 'Slovenia'),
  c('ES', 'ESP', true, 'Hiszpania', 'Spain'),
  c('SE', 'SWE', true, 'Szwecja', 'Sweden'),
  c('AL', 'ALB', false, 'Albania', 'Albania'),
  c('BA', 'BIH', false, 'Bośnia i Hercegowina', 'Bosnia and Herzegovina'),
  c('BY', 'BLR', false, 'Białoruś', 'Belarus'),
  c('CH', 'CHE', false, 'Szwajcaria', 'Switzerland'),
  c('GB', 'GBR', false, 'Wielka Brytania', 'United Kingdom'),
  c('IS', 'ISL', false, 'Islandia', 'Iceland'),
  c('ME', 'MNE', false, 'Czarnogóra', 'Montenegro'),
  c('MK', 'MKD', false, 'Macedonia Północna', 'North Macedonia'),
  c('MD', 'MDA', false, 'Mołdawia', 'Moldova'),
  c('NO', 'NOR', false, 'Norwegia', 'Norway'),
  c('RS', 'SRB', false, 'Serbia', 'Serbia'),
  c('TR', 'TUR', false, 'Turcja', 'Turkey'),
  c('UA', 'UKR', false, 'Ukraina', 'Ukraine'),
  c('GE', 'GEO', false, 'Gruzja', 'Georgia'),
  c('AM', 'ARM', false, 'Armenia', 'Armenia'),
  c('AZ', 'AZE', false, 'Azerbejdżan', 'Azerbaijan'),
  c('KZ', 'KAZ', false, 'Kazachstan', 'Kazakhstan'),
  c('US', 'USA', false, 'Stany Zjednoczone', 'United States'),
  c('CA', 'CAN', false, 'Kanada', 'Canada'),
  c('MX', 'MEX', false, 'Meksyk', 'Mexico'),
  c('BR', 'BRA', false, 'Brazylia', 'Brazil'),
  c('AR', 'ARG', false, 'Argentyna', 'Argentina'),
  c('CL', 'CHL', false, 'Chile', 'Chile'),
  c('CO', 'COL', false, 'Kolumbia', 'Colombia'),
  c('PE', 'PER', false, 'Peru', 'Peru'),
  c('CN', 'CHN', false, 'Chiny', 'China'),
  c('JP', 'JPN', false, 'Japonia', 'Japan'),
  c('KR', 'KOR', false, 'Korea Południowa', 'South Korea'),
  c('IN', 'IND', false, 'Indie', 'India'),
  c('ID', 'IDN', false, 'Indonezja', 'Indonesia'),
  c('VN', 'VNM', false, 'Wietnam', 'Vietnam'),
  c('TH', 'THA', false, 'Tajlandia', 'Thailand'),
  c('MY', 'MYS', false, 'Malezja', 'Malaysia'),
  c('SG', 'SGP', false, 'Singapur', 'Singapore'),
  c('PH', 'PHL', false, 'Filipiny', 'Philippines'),
  c('TW', 'TWN', false, 'Tajwan', 'Taiwan'),
  c('HK', 'HKG', false, 'Hongkong', 'Hong Kong'),
  c('AU', 'AUS', false, 'Australia', 'Australia'),
  c('NZ', 'NZL', false, 'Nowa Zelandia', 'New Zealand'),
  c('ZA', 'ZAF', false, 'Republika Południowej Afryki', 'South Africa'),
  c('EG', 'EGY', false, 'Egipt', 'Egypt'),
  c('MA', 'MAR', false, 'Maroko', 'Morocco'),
  c('IL', 'ISR', false, 'Izrael', 'Israel'),
  c('AE', 'ARE', false, 'Zjednoczone Emiraty Arabskie', 'United Arab Emirates'),
  c('SA', 'SAU', false, 'Arabia Saudyjska', 'Saudi Arabia'),
  c('QA', 'QAT', false, 'Katar', 'Qatar'),
];

const BY_CODE = new Map(COUNTRIES.map((country) => [country.code, country]));

export function findCountry(code: string): Country | undefined {
  return BY_CODE.get(code);
}
