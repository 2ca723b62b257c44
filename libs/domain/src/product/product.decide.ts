import { DomainError, type DomainFieldError } from '../shared/domain-error.js';
import { canEditAnswers } from '../user/roles.js';
import type { ProductCommand, ProductCommandContext } from './product.commands.js';
import type { ProductEvent } from './product.events.js';
import type { ProductState } from './product.state.js';

export const PRODUCT_NAME_MAX = 100;
export const DECLARED_UNIT_MAX = 40;
/** Spec §5 name fields: letters (Polish included), digits and spaces; the name is also the product's route. */
const NAME_PATTERN = /^[\p{L}\p{N} ]+$/u;
/** A declared unit reads like '1 package', '1 kg', '1 m2' or '100 ml': letters, digits, spaces, . , / - */
const UNIT_PATTERN = /^[\p{L}\p{N} .,/-]+$/u;

/**
 * Decides a product command. The product's answers are not here: each section is an answers sheet of its own
 * (answers aggregate on the product's section stream). Refusals throw and append nothing.
 */
export function decideProduct(
  command: ProductCommand,
  state: ProductState,
  context: ProductCommandContext,
): ProductEvent[] {
  if (!canEditAnswers(context.role)) {
    throw new DomainError('FORBIDDEN', `Role ${context.role} cannot change products`);
  }
  if (command.type === 'CreateProduct') {
    if (state.productId !== null) throw invalid([{ path: 'productId', code: 'invalid_value' }]);
    const name = command.name.trim();
    const declaredUnit = command.declaredUnit.trim();
    const errors = [...nameErrors(name, context), ...unitErrors(declaredUnit)];
    if (errors.length > 0) throw invalid(errors);
    return [
      {
        type: 'ProductCreated',
        data: {
          productId: command.productId,
          name,
          declaredUnit,
          changes: [
            { field: 'name', before: null, after: name },
            { field: 'declaredUnit', before: null, after: declaredUnit },
          ],
        },
      },
    ];
  }
  const productId = liveProductId(state);
  switch (command.type) {
    case 'RenameProduct': {
      const name = command.name.trim();
      if (name === state.name) return [];
      const errors = nameErrors(name, context);
      if (errors.length > 0) throw invalid(errors);
      const changes = [{ field: 'name' as const, before: state.name, after: name }];
      return [{ type: 'ProductRenamed', data: { productId, name, changes } }];
    }
    case 'DeclareProductUnit': {
      const declaredUnit = command.declaredUnit.trim();
      if (declaredUnit === state.declaredUnit) return [];
      const errors = unitErrors(declaredUnit);
      if (errors.length > 0) throw invalid(errors);
      const changes = [{ field: 'declaredUnit' as const, before: state.declaredUnit, after: declaredUnit }];
      return [{ type: 'ProductUnitDeclared', data: { productId, declaredUnit, changes } }];
    }
    case 'ArchiveProduct':
      return [
        {
          type: 'ProductArchived',
          data: { productId, changes: [{ field: 'archived', before: false, after: true }] },
        },
      ];
  }
}

/** A product that exists and is not archived: its sections may be answered. Otherwise 404 (PRODUCT_NOT_FOUND). */
export function liveProductId(state: ProductState): string {
  if (state.productId === null || state.archived) {
    throw new DomainError('PRODUCT_NOT_FOUND', 'The product does not exist or is archived');
  }
  return state.productId;
}

function nameErrors(name: string, context: ProductCommandContext): DomainFieldError[] {
  if (name === '') return [{ path: 'name', code: 'required' }];
  if (name.length > PRODUCT_NAME_MAX) return [{ path: 'name', code: 'too_long' }];
  if (!NAME_PATTERN.test(name)) return [{ path: 'name', code: 'invalid_name' }];
  if (context.namesInUse.has(name.toLocaleLowerCase('pl'))) {
    return [{ path: 'name', code: 'product_name_in_use' }];
  }
  return [];
}

function unitErrors(unit: string): DomainFieldError[] {
  if (unit === '') return [{ path: 'declaredUnit', code: 'required' }];
  if (unit.length > DECLARED_UNIT_MAX) return [{ path: 'declaredUnit', code: 'too_long' }];
  if (!UNIT_PATTERN.test(unit)) return [{ path: 'declaredUnit', code: 'invalid_format' }];
  return [];
}

const invalid = (fields: DomainFieldError[]): DomainError =>
  new DomainError('VALIDATION_ERROR', 'Validation error', fields);
