/**
 * Rules of the figures reported beside the footprint (VSME, data quality), written into docs/methodology.md so
 * an auditor or a bank reads the rule the code applies (libs/domain/src/report/vsme, report/data-quality).
 */
export const REPORTING_NOTES: readonly { title: string; lines: readonly string[] }[] = [
  {
    title: 'Energy consumption (VSME B3)',
    lines: [
      'Total energy in MWh by carrier: fuels burnt on site, purchased electricity (with electricity generated and used on site), purchased heat.',
      "A fuel entered as mass or volume is converted to kWh with the ratio of the library's two factors for that fuel, per the entered unit and per kWh (gross calorific value): DESNZ derives both from one calorific value, so the ratio is that value. The report names both factor rows.",
      'A fuel entered as energy is taken as entered (gross unless the row says net).',
      'Renewable: biofuels and wood (biodiesel, bioethanol, HVO, wood logs, chips, pellets) in full; purchased electricity and heat in the part covered by certificates (green-energy answer "yes", capped at consumption); on-site generation in full. Pump blends ("average biofuel blend") count as non-renewable whole, since the invoice does not state their bio share.',
      'A vehicle entered by distance has no fuel quantity: it is listed as a gap in the energy figure, never counted as 0.',
      'GHG intensity: gross Scope 1 + Scope 2 (location-based, and market-based alongside) in t CO2e per euro of annual turnover from the company profile; none without a turnover.',
    ],
  },
  {
    title: 'VSME datapoint ids',
    lines: [
      'Each row of the VSME climate workbook and PDF carries the module and paragraph of the EFRAG VSME standard (17 December 2024) that the figure answers, with a letter for the sub-paragraph and a suffix for a split the paragraph asks for (e.g. `B3-29b-renewable`, `B3-30b-market`).',
      'B3 (paragraphs 29–31): 29 total energy consumption in MWh with its renewable part; the letters after 29 (29a fuels, 29b electricity, 29c purchased heat) are ours, for the breakdown table paragraph 29 asks for, not sub-paragraphs of the standard; 30(a) gross Scope 1; 30(b) Scope 2 location-based, with the market-based figure beside it; 31 GHG intensity per euro of turnover.',
      'C3 (paragraph 54, GHG reduction targets): `C3-54b` base year and `C3-54a` target year (taxonomy concepts vsme:GreenhouseGasEmissionReductionTargetBaseYear and …TargetYear, role C03.000); `C3-54b-scope12` base value and `C3-54a-scope12` target value in t CO2e (vsme:TotalGrossLocationBasedScope1AndScope2GHGEmissions on vsme:ReportingScopesAxis, members vsme:BaselineYearMember and vsme:TargetYearMember, role C03.100); `C3-54a-scope12-reduction` the same target as a reduction in % of the base value (54(c), units); `…-scope3` the same for Scope 3 (vsme:GrossScope3GreenhouseGasEmissions) when the target covers it. Scope 1 + 2 is location-based, as the reduction plan records it.',
      "Sources: the XBRL concept and role names are read from EFRAG's VSME taxonomy 2024-12-17 as published in EFRAG's Digital-Template-to-XBRL-Converter repository (src/mireport/data/taxonomies/vsme-2024-12-17.json, roles C03.000 and C03.100). The paragraph numbers (B3 29–31, C3 54–56 with 54(a) target year and value, 54(b) base year and value, 54(c) units) are taken from two independent transcriptions of the standard's text; EFRAG's own PDF of the standard was not read here, so check the ids against it before relying on them.",
    ],
  },
  {
    title: 'Data quality and the PCAF score',
    lines: [
      "Each emission line is classed by how it was obtained: supplier-specific (the company's or supplier's own figure or factor), activity data × library factor, default factor (a proxy or a fallback to a wider region, marked estimated), spend-based estimate.",
      'PCAF score per line (PCAF Standard Part A, business loans and unlisted equity): 1 verified own data (option 1a); 2 unverified own activity data (options 1b/2a); 3 default or proxy factors (option 2b); 4 spend-based (option 3a).',
      "Company score: the tonne-weighted mean of its lines' scores, one decimal, lower is better; 5 when no emissions are on record (a bank then uses sector averages). The mix is shown as each class's share of tonnes, with the verified share. Each line counts with the tonnes the dashboard shows for it: Scope 2 by the chosen method (the VSME report and the portfolio: location-based, as B3-30b). A line is verified when its row was approved in the verification workflow and not edited since.",
    ],
  },
];
