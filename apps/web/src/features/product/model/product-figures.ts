/**
 * Per-unit and per-batch figures: the footprint is entered for one declared unit; a batch is the production volume
 * the person enters, counted in declared units. A volume that is not a positive number gives no batch figure.
 */
export function batchCo2eKg(perUnitKg: number, volume: number): number | null {
  if (!Number.isFinite(volume) || volume <= 0) return null;
  return perUnitKg * volume;
}

/** The product routes name a product by its name (spec §2 /product/{productName}/…): names are unique. */
export const productPath = (name: string, rest = 'report'): string =>
  `/product/${encodeURIComponent(name)}/${rest}`;
