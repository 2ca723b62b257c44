import { measure, type ReductionPlanItem } from './reduction-measure.js';

/**
 * The 13 plan items of spec §3, one per section where a small or medium company can act most, each with the
 * concrete measures public guidance gives for it. Ranges are indicative cuts of that section's emissions.
 */
export const REDUCTION_PLAN_ITEMS: readonly ReductionPlanItem[] = [
  {
    id: 'plan-vehicles',
    relatedSection: 'vehicles',
    title: { pl: 'Flota pojazdów', en: 'Vehicle fleet' },
    description: [
      measure(
        'vehicles-eco-driving',
        ['Szkolenie z ecodrivingu i telematyka', 'Eco-driving training and telematics'],
        [
          'Przeszkol kierowców, mierz zużycie paliwa na pojazd i ogranicz pracę silnika na biegu jałowym.',
          'Train drivers, track fuel use per vehicle and cut engine idling.',
        ],
        [5, 15],
        'low',
        'carbonTrust',
      ),
      measure(
        'vehicles-electrification',
        ['Wymiana pojazdów na elektryczne', 'Switch vehicles to electric'],
        [
          'Przy wymianie floty wybieraj pojazdy elektryczne ładowane energią z OZE.',
          'When renewing the fleet, choose electric vehicles charged with renewable power.',
        ],
        [30, 70],
        'high',
        'sbtiSme',
      ),
    ],
  },
  {
    id: 'plan-equipment',
    relatedSection: 'equipment',
    title: { pl: 'Urządzenia i maszyny spalinowe', en: 'Combustion equipment and machinery' },
    description: [
      measure(
        'equipment-maintenance',
        ['Przeglądy i regulacja palników', 'Burner servicing and tuning'],
        [
          'Regularnie serwisuj kotły, agregaty i maszyny; dostrój spalanie i wymień zużyte uszczelnienia.',
          'Service boilers, generators and machines regularly; tune combustion and replace worn seals.',
        ],
        [3, 10],
        'low',
        'whiteCertificates',
      ),
      measure(
        'equipment-heat-pump',
        ['Pompa ciepła zamiast kotła na paliwo', 'Heat pump instead of a fuel boiler'],
        [
          'Zastąp kocioł gazowy lub olejowy pompą ciepła; ciepło odpadowe procesów odzyskuj wymiennikiem.',
          'Replace a gas or oil boiler with a heat pump; recover process waste heat with an exchanger.',
        ],
        [40, 80],
        'high',
        'whiteCertificates',
      ),
    ],
  },
  {
    id: 'plan-cooling',
    relatedSection: 'cooling',
    title: { pl: 'Chłodzenie i klimatyzacja', en: 'Cooling and air conditioning' },
    description: [
      measure(
        'cooling-leak-checks',
        ['Kontrola szczelności instalacji', 'Leak checks of the installations'],
        [
          'Sprawdzaj szczelność zgodnie z rozporządzeniem F-gazowym i usuwaj wycieki od razu.',
          'Run leak checks as the F-gas regulation requires and repair leaks at once.',
        ],
        [20, 50],
        'low',
        'fGas',
      ),
      measure(
        'cooling-low-gwp',
        ['Czynnik o niskim GWP', 'Low-GWP refrigerant'],
        [
          'Przy modernizacji przejdź na czynniki naturalne (CO2, propan) lub o niskim GWP.',
          'On retrofit, move to natural refrigerants (CO2, propane) or low-GWP blends.',
        ],
        [60, 95],
        'medium',
        'fGas',
      ),
    ],
  },
  {
    id: 'plan-heat',
    relatedSection: 'heat',
    title: { pl: 'Ciepło sieciowe', en: 'Purchased heat' },
    description: [
      measure(
        'heat-insulation',
        ['Termomodernizacja budynku', 'Building insulation and windows'],
        [
          'Docieplij przegrody, wymień okna i zrównoważ hydraulicznie instalację.',
          'Insulate walls and roof, replace windows and balance the heating system.',
        ],
        [15, 40],
        'high',
        'whiteCertificates',
      ),
      measure(
        'heat-controls',
        ['Automatyka i harmonogramy ogrzewania', 'Heating controls and schedules'],
        [
          'Zamontuj termostaty z harmonogramem i obniżaj temperaturę poza godzinami pracy.',
          'Fit programmable thermostats and lower temperatures outside working hours.',
        ],
        [5, 15],
        'low',
        'kape',
      ),
    ],
  },
  {
    id: 'plan-electricity',
    relatedSection: 'electricity',
    title: { pl: 'Energia elektryczna', en: 'Electricity' },
    description: [
      measure(
        'electricity-led',
        ['Oświetlenie LED z czujnikami', 'LED lighting with sensors'],
        [
          'Wymień oświetlenie na LED z czujnikami obecności i światła dziennego.',
          'Replace lighting with LEDs with occupancy and daylight sensors.',
        ],
        [5, 20],
        'low',
        'whiteCertificates',
      ),
      measure(
        'electricity-renewable',
        ['Fotowoltaika lub umowa na energię z OZE', 'Solar panels or a renewable power contract'],
        [
          'Zainstaluj panele PV lub kup energię z gwarancjami pochodzenia (liczone w metodzie rynkowej).',
          'Install PV or buy power with guarantees of origin (counted in the market-based method).',
        ],
        [30, 90],
        'medium',
        'ghgProtocol',
      ),
      measure(
        'electricity-energy-audit',
        ['Audyt energetyczny i zarządzanie energią', 'Energy audit and energy management'],
        [
          'Zleć audyt energetyczny, usuń straty sprężonego powietrza i wyłączaj urządzenia w trybie czuwania.',
          'Commission an energy audit, fix compressed-air leaks and switch off standby loads.',
        ],
        [5, 15],
        'low',
        'eed',
      ),
    ],
  },
  {
    id: 'plan-purchased-goods',
    relatedSection: 'purchased-goods',
    title: { pl: 'Zakupione towary i usługi', en: 'Purchased goods and services' },
    description: [
      measure(
        'purchased-goods-suppliers',
        ['Współpraca z dostawcami nad ich śladem', 'Engage suppliers on their footprint'],
        [
          'Poproś największych dostawców o dane o emisjach i cele redukcyjne; uwzględnij je w zakupach.',
          'Ask the largest suppliers for emission data and targets; weigh them in purchasing.',
        ],
        [5, 20],
        'low',
        'ghgScope3',
      ),
      measure(
        'purchased-goods-materials',
        ['Materiały z recyklingu i mniej opakowań', 'Recycled materials and less packaging'],
        [
          'Wybieraj materiały z recyklingu i ograniczaj opakowania jednorazowe.',
          'Choose recycled materials and cut single-use packaging.',
        ],
        [5, 25],
        'medium',
        'sbtiSme',
      ),
    ],
  },
  {
    id: 'plan-capital-goods',
    relatedSection: 'capital-goods',
    title: { pl: 'Dobra inwestycyjne', en: 'Capital goods' },
    description: [
      measure(
        'capital-goods-lifetime',
        ['Dłuższe użytkowanie i sprzęt odnowiony', 'Longer use and refurbished equipment'],
        [
          'Wydłuż okres użytkowania sprzętu IT i maszyn; kupuj urządzenia odnowione.',
          'Keep IT equipment and machines longer; buy refurbished devices.',
        ],
        [10, 30],
        'low',
        'ghgScope3',
      ),
    ],
  },
  {
    id: 'plan-upstream-transportation',
    relatedSection: 'upstream-transportation',
    title: { pl: 'Transport od dostawców', en: 'Upstream transportation' },
    description: [
      measure(
        'upstream-transport-modal-shift',
        ['Kolej zamiast drogi, pełne ładunki', 'Rail instead of road, full loads'],
        [
          'Konsoliduj dostawy, planuj pełne ładunki i przenoś przewozy na kolej.',
          'Consolidate deliveries, plan full loads and shift freight to rail.',
        ],
        [10, 40],
        'medium',
        'glec',
      ),
    ],
  },
  {
    id: 'plan-waste',
    relatedSection: 'waste',
    title: { pl: 'Odpady', en: 'Waste' },
    description: [
      measure(
        'waste-separation',
        ['Selektywna zbiórka i recykling', 'Separate collection and recycling'],
        [
          'Segreguj odpady u źródła i kieruj je do recyklingu zamiast na składowisko.',
          'Sort waste at source and send it to recycling instead of landfill.',
        ],
        [20, 60],
        'low',
        'wasteDirective',
      ),
      measure(
        'waste-prevention',
        ['Zapobieganie powstawaniu odpadów', 'Waste prevention'],
        [
          'Ogranicz straty materiałowe w produkcji i wprowadź opakowania zwrotne.',
          'Reduce material losses in production and introduce returnable packaging.',
        ],
        [10, 30],
        'medium',
        'wasteDirective',
      ),
    ],
  },
  {
    id: 'plan-business-travels',
    relatedSection: 'business-travels',
    title: { pl: 'Podróże służbowe', en: 'Business travel' },
    description: [
      measure(
        'business-travel-policy',
        ['Polityka podróży: wideokonferencje i pociąg', 'Travel policy: video calls and rail'],
        [
          'Zastępuj spotkania wideokonferencjami, a loty krajowe podróżą pociągiem.',
          'Replace meetings with video calls and domestic flights with rail.',
        ],
        [20, 50],
        'low',
        'sbtiSme',
      ),
    ],
  },
  {
    id: 'plan-employee-commuting',
    relatedSection: 'employee-commuting',
    title: { pl: 'Dojazdy pracowników', en: 'Employee commuting' },
    description: [
      measure(
        'commuting-remote-work',
        ['Praca zdalna i hybrydowa', 'Remote and hybrid work'],
        [
          'Wprowadź dni pracy zdalnej i wspieraj wspólne dojazdy.',
          'Introduce remote working days and support car-sharing.',
        ],
        [10, 30],
        'low',
        'ghgScope3',
      ),
      measure(
        'commuting-active-transport',
        ['Rower i transport publiczny', 'Cycling and public transport'],
        [
          'Zapewnij parking rowerowy i prysznice, dofinansuj bilety komunikacji miejskiej.',
          'Provide bike parking and showers, subsidise public transport tickets.',
        ],
        [5, 20],
        'low',
        'carbonTrust',
      ),
    ],
  },
  {
    id: 'plan-downstream-transportation',
    relatedSection: 'downstream-transportation',
    title: { pl: 'Transport do klientów', en: 'Downstream transportation' },
    description: [
      measure(
        'downstream-transport-routing',
        ['Optymalizacja tras i przewoźnicy niskoemisyjni', 'Route optimisation and low-emission carriers'],
        [
          'Optymalizuj trasy i wybieraj przewoźników raportujących emisje według GLEC.',
          'Optimise routes and choose carriers that report emissions under GLEC.',
        ],
        [10, 30],
        'medium',
        'glec',
      ),
    ],
  },
  {
    id: 'plan-use-sold-products',
    relatedSection: 'use-sold-products',
    title: { pl: 'Użytkowanie sprzedanych produktów', en: 'Use of sold products' },
    description: [
      measure(
        'use-sold-products-efficiency',
        ['Produkty o wyższej efektywności', 'More efficient products'],
        [
          'Projektuj produkty zużywające mniej energii w użytkowaniu i informuj o tym klientów.',
          'Design products that use less energy in use and tell customers how to use them efficiently.',
        ],
        [10, 40],
        'high',
        'ghgScope3',
      ),
    ],
  },
];

/** Every measure of the catalogue by id (a custom measure has an id of its own, never one of these). */
export const CATALOGUE_MEASURES = new Map(
  REDUCTION_PLAN_ITEMS.flatMap((item) =>
    item.description.map((m) => [m.id, { measure: m, section: item.relatedSection }] as const),
  ),
);
