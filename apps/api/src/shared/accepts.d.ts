// The part of accepts (Express's content negotiation, a direct dependency since the sign-in routes stopped using
// Express's `req.accepts`) the routes use; the package ships no types.
declare module 'accepts' {
  import type { IncomingMessage } from 'node:http';

  interface Accepts {
    /** The first of `types` (extensions or MIME types) the request accepts best, or false for none. */
    types(types: string[]): string | false;
  }
  function accepts(req: IncomingMessage): Accepts;
  export default accepts;
}
