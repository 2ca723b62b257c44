import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the value of the last render. Handlers made once (so a memoised child is not rendered
 * again for a new function each time) read the current state through it when they are called.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
