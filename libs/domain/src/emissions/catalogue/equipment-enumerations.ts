import { option, type Option } from './labelled.js';

export const EQUIPMENT_KIND_KEYS = [
  'boiler',
  'generator',
  'furnace',
  'heater',
  'cogeneration',
  'other-equipment',
] as const;
export type EquipmentKind = (typeof EQUIPMENT_KIND_KEYS)[number];
export const EQUIPMENT_KINDS: readonly Option<EquipmentKind>[] = [
  option('boiler', 'Kocioł', 'Boiler'),
  option('generator', 'Agregat prądotwórczy', 'Generator'),
  option('furnace', 'Piec przemysłowy', 'Furnace'),
  option('heater', 'Nagrzewnica', 'Heater'),
  option('cogeneration', 'Kogeneracja', 'Combined heat and power'),
  option('other-equipment', 'Inne urządzenie', 'Other equipment'),
];

export const COOLING_EQUIPMENT_KEYS = [
  'air-conditioner',
  'heat-pump',
  'refrigerator',
  'chiller',
  'refrigerated-vehicle',
  'fire-suppression',
  'other-cooling',
] as const;
export type CoolingEquipment = (typeof COOLING_EQUIPMENT_KEYS)[number];
export const COOLING_EQUIPMENT: readonly Option<CoolingEquipment>[] = [
  option('air-conditioner', 'Klimatyzator', 'Air conditioner'),
  option('heat-pump', 'Pompa ciepła', 'Heat pump'),
  option('refrigerator', 'Urządzenie chłodnicze', 'Refrigerator'),
  option('chiller', 'Agregat wody lodowej', 'Chiller'),
  option('refrigerated-vehicle', 'Chłodnia samochodowa', 'Refrigerated vehicle'),
  option('fire-suppression', 'Instalacja gaśnicza', 'Fire suppression system'),
  option('other-cooling', 'Inne urządzenie', 'Other equipment'),
];
