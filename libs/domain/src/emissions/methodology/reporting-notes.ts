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
    title: 'Data quality and the PCAF score',
    lines: [
      "Each emission line is classed by how it was obtained: supplier-specific (the company's or supplier's own figure or factor), activity data × library factor, default factor (a proxy or a fallback to a wider region, marked estimated), spend-based estimate.",
      'PCAF score per line (PCAF Standard Part A, business loans and unlisted equity): 1 verified own data (option 1a); 2 unverified own activity data (options 1b/2a); 3 default or proxy factors (option 2b); 4 spend-based (option 3a).',
      "Company score: the tonne-weighted mean of its lines' scores, one decimal, lower is better; 5 when no emissions are on record (a bank then uses sector averages). The mix is shown as each class's share of tonnes, with the verified share.",
    ],
  },
];
