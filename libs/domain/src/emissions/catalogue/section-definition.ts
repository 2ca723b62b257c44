import { type Label } from './labelled.js';
import { type OptionListKey } from './option-lists.js';
import { type ScopeKey, type SectionKey } from './section-keys.js';
import { TABLES as T, type TableDefinition } from './tables.js';

/** Wizard steps (spec §4): initial yes/no, choose items, choose fuels/refrigerants, path, data, green energy. */
export type WizardStep =
  | 'initial-question'
  | 'choose-items'
  | 'choose-fuels'
  | 'choose-refrigerants'
  | 'choose-path'
  | 'data-entry'
  | 'green-energy';

export interface SectionDefinition {
  readonly key: SectionKey;
  readonly scope: ScopeKey;
  /** GHG Protocol Scope 3 category (1-15, 16 = other); null outside Scope 3. */
  readonly ghgCategory: number | null;
  readonly label: Label;
  readonly question: Label;
  readonly steps: readonly WizardStep[];
  readonly itemOptions: OptionListKey | null;
  /** Detailed path: one row per item; summarized path: one total row per fuel, provider or category. */
  readonly paths: readonly ('detailed' | 'summarized')[];
  readonly tables: readonly TableDefinition[];
  /** The spec lists some Scope 3 categories under two keys; both are kept and point to the same category. */
  readonly sameCategoryAs: SectionKey | null;
}

const STANDARD: readonly WizardStep[] = ['initial-question', 'choose-items', 'choose-path', 'data-entry'];
const NO_ITEMS: readonly WizardStep[] = ['initial-question', 'choose-path', 'data-entry'];
export const ENERGY: readonly WizardStep[] = [
  'initial-question',
  'choose-path',
  'data-entry',
  'green-energy',
];

interface Spec {
  readonly key: SectionKey;
  readonly scope: ScopeKey;
  readonly category?: number;
  readonly pl: string;
  readonly en: string;
  readonly qPl: string;
  readonly qEn: string;
  readonly steps?: readonly WizardStep[];
  readonly items?: OptionListKey;
  readonly tables: readonly TableDefinition[];
  readonly same?: SectionKey;
}

export const section = (s: Spec): SectionDefinition => ({
  key: s.key,
  scope: s.scope,
  ghgCategory: s.category ?? null,
  label: { pl: s.pl, en: s.en },
  question: { pl: s.qPl, en: s.qEn },
  steps: s.steps ?? (s.items ? STANDARD : NO_ITEMS),
  itemOptions: s.items ?? null,
  paths: ['detailed', 'summarized'],
  tables: s.tables,
  sameCategoryAs: s.same ?? null,
});

/** The second key the spec gives a Scope 3 category: the same section under another key, pointing at the first. */
export const aliasOf = (canonical: SectionDefinition, key: SectionKey): SectionDefinition => ({
  ...canonical,
  key,
  sameCategoryAs: canonical.key,
});

export const PURCHASES = [
  T.metals,
  T.itEquipment,
  T.services,
  T.laptops,
  T.smartphones,
  T.officeMaterials,
  T.furniture,
  T.machinery,
  T.cars,
  T.books,
  T.water,
  T.officeHeating,
  T.renewableCertificates,
  T.otherGoods,
];
export const BUSINESS_TRAVEL = [T.businessTravel, T.hotelStays];
export const COMMUTING = [T.commuting];
export const TRANSPORT = [T.goodsTransport];
export const LEASED = [T.electricity, T.heat, T.equipmentFuel, T.vehicleFuel, T.knownFootprint];
export const ENERGY_USE = [T.electricity, T.equipmentFuel, T.knownFootprint];
