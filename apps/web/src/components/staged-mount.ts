import { startTransition, useEffect, useState } from 'react';

/** How long a stage waits for an animation frame before it goes ahead anyway (a hidden tab runs no frames). */
const FRAME_WAIT_MS = 100;

/**
 * How many of a page's `total` parts are mounted: none in the first commit, then one more after each paint.
 *
 * Why: the dashboard mounted its heading and every panel in one commit, a task of 230–320 ms (most of it the
 * styles of some 900 components inserted at once). Its heading, the page's largest text, was painted only after
 * that task, and by then the panels' effects had sent ten API calls, which Lighthouse's simulation then put on the
 * path to that paint. Mounted part by part after the first paint, the heading paints with the shell and each
 * part's commit is a short task of its own. Parts are mounted in page order, each below the ones before it, so
 * nothing on the screen moves down when the next part arrives.
 */
export function useStagedMount(total: number): number {
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    if (mounted >= total) return;
    let done = false;
    const next = () => {
      if (done) return;
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
      // A transition: the part's render yields to input, and an answer arriving meanwhile is not held up.
      startTransition(() => setMounted((count) => Math.min(total, count + 1)));
    };
    // After the next frame (so the browser paints what is mounted so far), then in a task of its own.
    const frame = requestAnimationFrame(() => setTimeout(next, 0));
    const fallback = setTimeout(next, FRAME_WAIT_MS);
    return () => {
      done = true;
      cancelAnimationFrame(frame);
      clearTimeout(fallback);
    };
  }, [mounted, total]);
  return mounted;
}
