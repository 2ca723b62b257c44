/**
 * The public guidance the measures of the catalogue are written from. Each measure names one; the ranges are
 * indicative (what the guidance reports for typical small and medium companies), never a promise.
 */
export const REDUCTION_SOURCES = {
  ghgProtocol: {
    name: 'GHG Protocol Corporate Standard (WRI/WBCSD, 2004, rev.)',
    url: 'https://ghgprotocol.org/corporate-standard',
  },
  ghgScope3: {
    name: 'GHG Protocol Corporate Value Chain (Scope 3) Standard',
    url: 'https://ghgprotocol.org/corporate-value-chain-scope-3-standard',
  },
  sbtiSme: {
    name: 'SBTi – SME target validation route and guidance',
    url: 'https://sciencebasedtargets.org/companies-taking-action/sme',
  },
  whiteCertificates: {
    name: 'Obwieszczenie Ministra Energii (2017) – wykaz przedsięwzięć służących poprawie efektywności energetycznej (białe certyfikaty, URE)',
    url: 'https://www.ure.gov.pl/pl/efektywnosc-energetyczna',
  },
  kape: {
    name: 'KAPE – Krajowa Agencja Poszanowania Energii, poradniki efektywności energetycznej dla MŚP',
    url: 'https://www.kape.gov.pl',
  },
  carbonTrust: {
    name: 'Carbon Trust – SME energy efficiency and carbon guides',
    url: 'https://www.carbontrust.com/our-work-and-impact/guides-reports-and-tools',
  },
  fGas: {
    name: 'Regulation (EU) 2024/573 on fluorinated greenhouse gases',
    url: 'https://eur-lex.europa.eu/eli/reg/2024/573/oj',
  },
  glec: {
    name: 'GLEC Framework (Smart Freight Centre) – logistics emissions',
    url: 'https://www.smartfreightcentre.org/en/our-programs/global-logistics-emissions-council/',
  },
  wasteDirective: {
    name: 'Directive 2008/98/EC – waste hierarchy (EU Waste Framework Directive)',
    url: 'https://environment.ec.europa.eu/topics/waste-and-recycling/waste-framework-directive_en',
  },
  eed: {
    name: 'Directive (EU) 2023/1791 on energy efficiency (energy audits, energy management)',
    url: 'https://eur-lex.europa.eu/eli/dir/2023/1791/oj',
  },
} as const;

export type ReductionSourceKey = keyof typeof REDUCTION_SOURCES;
