/**
 * A list that must name every member of the union T: `everyType<T>()([...])` compiles only when none is left out,
 * so an event type added to a union and forgotten in its list is a compile error, not an event passed over.
 */
export function everyType<T extends string>() {
  return <const L extends readonly T[]>(
    list: L & ([T] extends [L[number]] ? unknown : never),
  ): readonly T[] => list;
}
