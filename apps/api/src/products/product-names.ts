import type { Db } from '@ghg/database';

/**
 * Names of the organization's live products but one, lower-cased: a name is the product's route, so two products
 * may not share it. Read from read.products (a product created a moment ago by someone else may not be there yet:
 * the window is the projector's lag, and the later of two such products can be renamed).
 */
export async function productNamesInUse(
  db: Db,
  organizationId: string,
  exceptProductId: string | null,
): Promise<ReadonlySet<string>> {
  const { rows } = await db.query<{ name: string }>(
    `select name from read.products
      where organization_id = $1 and not archived and product_id is distinct from $2`,
    [organizationId, exceptProductId],
  );
  return new Set(rows.map((r) => r.name.toLocaleLowerCase('pl')));
}
