import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Geography } from '../../libs/domain/src/emissions/factors/emission-factor.js';
import { type Unit } from '../../libs/domain/src/emissions/units/unit.js';

// The sources live in shared/ beside the checkout (CI lays its clone out the same way), not in the repository.
const BESIDE_CHECKOUT = join(process.cwd(), '..', 'shared', 'data', 'factors');

export const SOURCE_DIR =
  process.env.FACTOR_SOURCES_DIR ??
  (existsSync(BESIDE_CHECKOUT) ? BESIDE_CHECKOUT : '/work/shared/data/factors');

export const sourcePath = (file: string): string => join(SOURCE_DIR, file);

export function geographyKey(geography: Geography): string {
  if (geography.level === 'national') return geography.country;
  return geography.level === 'regional' ? geography.region : 'world';
}

export function factorId(activity: string, unit: Unit, geography: Geography): string {
  return `${activity}:${unit}:${geographyKey(geography)}`;
}

export const round = (value: number, digits = 10): number => Number(value.toFixed(digits));
