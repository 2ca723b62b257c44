import type { ActorRole } from '../user/roles.js';

export type ProductCommand =
  | { type: 'CreateProduct'; productId: string; name: string; declaredUnit: string }
  | { type: 'RenameProduct'; name: string }
  | { type: 'DeclareProductUnit'; declaredUnit: string }
  | { type: 'ArchiveProduct' };

/** Who acts, and the names the organization's other products already use (names are the route's key). */
export interface ProductCommandContext {
  readonly role: ActorRole;
  /** Names of the organization's other live products, compared ignoring case. */
  readonly namesInUse: ReadonlySet<string>;
}
