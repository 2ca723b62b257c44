import { ENERGY_USE, TRANSPORT, section, type SectionDefinition } from './section-definition.js';
import { TABLES as T } from './tables.js';

export const PRODUCT_SECTIONS: readonly SectionDefinition[] = [
  section({
    key: 'raw-materials',
    scope: 'product',
    pl: 'Zakupione surowce',
    en: 'Purchased raw materials',
    qPl: 'Z jakich surowców powstaje produkt?',
    qEn: 'Which raw materials make the product?',
    tables: [T.rawMaterials, T.knownFootprint],
  }),
  section({
    key: 'production',
    scope: 'product',
    pl: 'Proces produkcji',
    en: 'Production process',
    qPl: 'Ile energii i paliw zużywa produkcja?',
    qEn: 'How much energy and fuel does production use?',
    tables: [T.electricity, T.heat, T.equipmentFuel, T.cooling],
  }),
  section({
    key: 'transport-and-distribution',
    scope: 'product',
    pl: 'Transport i dystrybucja',
    en: 'Transport and distribution',
    qPl: 'Jak produkt jest transportowany?',
    qEn: 'How is the product transported?',
    tables: TRANSPORT,
  }),
  section({
    key: 'processing',
    scope: 'product',
    pl: 'Przetwarzanie',
    en: 'Processing',
    qPl: 'Czy produkt jest dalej przetwarzany?',
    qEn: 'Is the product processed further?',
    tables: ENERGY_USE,
  }),
  section({
    key: 'use',
    scope: 'product',
    pl: 'Używanie produktu',
    en: 'Product use',
    qPl: 'Czy produkt zużywa energię w użytkowaniu?',
    qEn: 'Does the product use energy in use?',
    tables: [T.electricity, T.equipmentFuel],
  }),
  section({
    key: 'disposal',
    scope: 'product',
    pl: 'Utylizacja produktu',
    en: 'Product disposal',
    qPl: 'Jak produkt jest utylizowany?',
    qEn: 'How is the product disposed of?',
    tables: [T.waste],
  }),
];
