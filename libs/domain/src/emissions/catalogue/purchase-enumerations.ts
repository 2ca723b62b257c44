import { option, type Option } from './labelled.js';

/** Purchased materials entered by mass (metals, office materials, furniture, …). */
export const MATERIAL_KEYS = [
  'steel',
  'aluminium',
  'copper',
  'mixed-metals',
  'paper',
  'cardboard',
  'plastics',
  'glass',
  'wood',
  'concrete',
  'bricks',
  'insulation',
  'textiles',
  'food-and-drink',
  'it-equipment',
  'small-electrical',
  'large-electrical',
  'batteries',
  'tyres',
  'books',
  'office-materials',
  'furniture',
  'machinery',
] as const;
export type Material = (typeof MATERIAL_KEYS)[number];
export const MATERIALS: readonly Option<Material>[] = [
  option('steel', 'Stal', 'Steel'),
  option('aluminium', 'Aluminium', 'Aluminium'),
  option('copper', 'Miedź', 'Copper'),
  option('mixed-metals', 'Metale mieszane', 'Mixed metals'),
  option('paper', 'Papier', 'Paper'),
  option('cardboard', 'Tektura', 'Cardboard'),
  option('plastics', 'Tworzywa sztuczne', 'Plastics'),
  option('glass', 'Szkło', 'Glass'),
  option('wood', 'Drewno', 'Wood'),
  option('concrete', 'Beton', 'Concrete'),
  option('bricks', 'Cegły', 'Bricks'),
  option('insulation', 'Materiały izolacyjne', 'Insulation'),
  option('textiles', 'Tekstylia i odzież', 'Textiles and clothing'),
  option('food-and-drink', 'Żywność i napoje', 'Food and drink'),
  option('it-equipment', 'Sprzęt IT', 'IT equipment'),
  option('small-electrical', 'Drobny sprzęt elektryczny', 'Small electrical items'),
  option('large-electrical', 'Duży sprzęt elektryczny', 'Large electrical items'),
  option('batteries', 'Baterie i akumulatory', 'Batteries'),
  option('tyres', 'Opony', 'Tyres'),
  option('books', 'Książki', 'Books'),
  option('office-materials', 'Materiały biurowe', 'Office materials'),
  option('furniture', 'Meble', 'Furniture'),
  option('machinery', 'Maszyny', 'Machinery'),
];
export const METAL_TYPES: readonly Option<Material>[] = MATERIALS.filter((m) =>
  ['steel', 'aluminium', 'copper', 'mixed-metals'].includes(m.key),
);

/** Items counted in pieces with a per-piece proxy mass. */
export const DEVICE_KEYS = ['laptop', 'smartphone', 'car'] as const;
export type Device = (typeof DEVICE_KEYS)[number];
export const DEVICES: readonly Option<Device>[] = [
  option('laptop', 'Laptop', 'Laptop'),
  option('smartphone', 'Smartfon', 'Smartphone'),
  option('car', 'Samochód', 'Car'),
];

export const SERVICE_CATEGORY_KEYS = [
  'it-services',
  'telecommunications',
  'consulting',
  'legal-and-accounting',
  'marketing',
  'financial-services',
  'insurance',
  'cleaning',
  'security',
  'catering',
  'printing',
  'maintenance-and-repair',
  'training',
  'rental-and-leasing',
  'other-services',
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORY_KEYS)[number];
export const SERVICE_CATEGORIES: readonly Option<ServiceCategory>[] = [
  option('it-services', 'Usługi IT', 'IT services'),
  option('telecommunications', 'Telekomunikacja', 'Telecommunications'),
  option('consulting', 'Doradztwo', 'Consulting'),
  option('legal-and-accounting', 'Usługi prawne i księgowe', 'Legal and accounting'),
  option('marketing', 'Marketing i reklama', 'Marketing and advertising'),
  option('financial-services', 'Usługi finansowe', 'Financial services'),
  option('insurance', 'Ubezpieczenia', 'Insurance'),
  option('cleaning', 'Sprzątanie', 'Cleaning'),
  option('security', 'Ochrona', 'Security'),
  option('catering', 'Catering', 'Catering'),
  option('printing', 'Druk', 'Printing'),
  option('maintenance-and-repair', 'Konserwacja i naprawy', 'Maintenance and repair'),
  option('training', 'Szkolenia', 'Training'),
  option('rental-and-leasing', 'Najem i leasing', 'Rental and leasing'),
  option('other-services', 'Inne usługi', 'Other services'),
];

export const WATER_KEYS = ['supply', 'treatment'] as const;
export type WaterService = (typeof WATER_KEYS)[number];
export const WATER_SERVICES: readonly Option<WaterService>[] = [
  option('supply', 'Woda', 'Water supply'),
  option('treatment', 'Ścieki', 'Wastewater treatment'),
];
