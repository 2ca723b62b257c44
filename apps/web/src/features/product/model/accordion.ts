/**
 * The product report's accordion (spec §4): opening one panel closes the others; toggling the open one closes all
 * (also when 'show all' had opened every panel); 'show all' opens all.
 */
export type OpenPanels = ReadonlySet<string>;

export function togglePanel(open: OpenPanels, key: string): OpenPanels {
  return open.has(key) ? new Set() : new Set([key]);
}

export function showAllPanels(keys: readonly string[]): OpenPanels {
  return new Set(keys);
}
