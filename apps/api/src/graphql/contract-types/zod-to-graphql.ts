import { z } from 'zod';

/** A view of `@ghg/contracts` served as a GraphQL object type. */
export interface ContractType {
  /** The GraphQL name of the view's object type. */
  name: string;
  schema: z.ZodType;
  /**
   * GraphQL names of nested objects by field path ('rows', 'rows.emission'); an object without one is named after
   * its parent and field (SectionSheet + customFactors = SectionSheetCustomFactors). An object reused by several
   * views keeps the name it got first.
   */
  names?: Record<string, string>;
}

/**
 * A contract schema that stands for one GraphQL scalar: an id (ID), or a value GraphQL cannot type field by field
 * (an object keyed by data) served as a named scalar whose description says its shape.
 */
export interface ContractScalar {
  name: string;
  schema: z.ZodType;
  /** Absent for GraphQL's own scalars (ID), which the SDL does not declare. */
  description?: string;
}

/** The named GraphQL type a zod schema stands for, and whether it may be null. */
export interface GraphqlTypeRef {
  /** Named type wrapped in lists: { list: { named: 'String', nullable: false }, nullable: true } etc. */
  named?: string;
  list?: GraphqlTypeRef;
  /** The zod object behind a named object type. */
  object?: z.ZodObject;
  nullable: boolean;
}

const pascal = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * What a zod schema of a view becomes in GraphQL: strings and enums String, integers Int, other numbers Float,
 * objects object types, arrays lists; null or absent in the contract is a nullable field. Anything else must be
 * one of the scalars given.
 */
export function graphqlTypeOf(
  schema: z.ZodType,
  scalars: readonly ContractScalar[],
  where: string,
): GraphqlTypeRef {
  const scalar = scalars.find((s) => s.schema === schema);
  if (scalar) return { named: scalar.name, nullable: false };
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional) {
    return { ...graphqlTypeOf(schema.unwrap() as z.ZodType, scalars, where), nullable: true };
  }
  if (schema instanceof z.ZodString || schema instanceof z.ZodEnum)
    return { named: 'String', nullable: false };
  if (
    schema instanceof z.ZodLiteral &&
    schema.values.size > 0 &&
    [...schema.values].every((v) => typeof v === 'string')
  ) {
    return { named: 'String', nullable: false };
  }
  if (schema instanceof z.ZodNumber) return { named: schema.isInt ? 'Int' : 'Float', nullable: false };
  if (schema instanceof z.ZodBoolean) return { named: 'Boolean', nullable: false };
  if (schema instanceof z.ZodArray) {
    return { list: graphqlTypeOf(schema.element as z.ZodType, scalars, `${where}[]`), nullable: false };
  }
  if (schema instanceof z.ZodObject) return { object: schema, nullable: false };
  throw new Error(`${where}: no GraphQL type for a zod ${schema.def.type}; register a ContractScalar for it`);
}

/** `[String!]!`-style text of a reference whose objects are named by `nameOf`. */
export function typeText(ref: GraphqlTypeRef, nameOf: (object: z.ZodObject) => string): string {
  const inner = ref.list ? `[${typeText(ref.list, nameOf)}]` : ref.object ? nameOf(ref.object) : ref.named!;
  return ref.nullable ? inner : `${inner}!`;
}

const innermostObject = (ref: GraphqlTypeRef): z.ZodObject | undefined =>
  ref.list ? innermostObject(ref.list) : ref.object;

const enumValuesOf = (schema: z.ZodType): string[] | null => {
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional)
    return enumValuesOf(schema.unwrap() as z.ZodType);
  if (schema instanceof z.ZodArray) return enumValuesOf(schema.element as z.ZodType);
  return schema instanceof z.ZodEnum ? (schema.options as string[]) : null;
};

const described = (text: string | undefined, indent: string): string =>
  text ? `${indent}${JSON.stringify(text)}\n` : '';

/** The SDL of the views' object types and scalars, in the order met (each type once). */
export function contractTypeDefs(types: readonly ContractType[], scalars: readonly ContractScalar[]): string {
  const names = new Map<z.ZodObject, string>();
  const printed = new Map<string, string>();
  const order: string[] = [];

  const visit = (object: z.ZodObject, name: string, paths: Record<string, string>, path: string): string => {
    const known = names.get(object);
    if (known) return known;
    if (printed.has(name) || order.includes(name)) throw new Error(`${name}: two different contract objects`);
    names.set(object, name);
    order.push(name);
    const fields = Object.entries(object.shape as Record<string, z.ZodType>).map(([field, schema]) => {
      const where = `${name}.${field}`;
      const ref = graphqlTypeOf(schema, scalars, where);
      const nested = innermostObject(ref);
      const nestedPath = path ? `${path}.${field}` : field;
      const nestedName = nested
        ? visit(nested, paths[nestedPath] ?? `${name}${pascal(field)}`, paths, nestedPath)
        : undefined;
      const values = enumValuesOf(schema);
      const own = schema.description !== nested?.description ? schema.description : undefined;
      const note = [own, values ? `One of: ${values.join(', ')}.` : undefined].filter(Boolean).join(' ');
      return `${described(note || undefined, '  ')}  ${field}: ${typeText(ref, (o) => names.get(o) ?? nestedName!)}`;
    });
    printed.set(name, `${described(object.description, '')}type ${name} {\n${fields.join('\n')}\n}`);
    return name;
  };

  for (const type of types) {
    if (!(type.schema instanceof z.ZodObject))
      throw new Error(`${type.name}: a contract type is a zod object`);
    const name = visit(type.schema, type.name, type.names ?? {}, '');
    if (name !== type.name) throw new Error(`${type.name}: the same contract object is already ${name}`);
  }
  const scalarText = scalars
    .filter((s) => s.description !== undefined)
    .map((s) => `${described(s.description, '')}scalar ${s.name}`);
  return [...scalarText, ...order.map((name) => printed.get(name)!)].join('\n\n');
}
