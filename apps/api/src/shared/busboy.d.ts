// The part of busboy (Nest's multer dependency) the upload routes use; the package ships no types.
declare module 'busboy' {
  import type { IncomingHttpHeaders } from 'node:http';
  import type { Readable, Writable } from 'node:stream';

  interface FileInfo {
    filename: string;
    encoding: string;
    mimeType: string;
  }
  interface BusboyConfig {
    headers: IncomingHttpHeaders;
    limits?: { files?: number; fields?: number; fileSize?: number };
  }
  export interface Busboy extends Writable {
    on(event: 'file', listener: (field: string, stream: Readable, info: FileInfo) => void): this;
    on(event: 'error', listener: (error: unknown) => void): this;
    on(event: 'close', listener: () => void): this;
  }
  function busboy(config: BusboyConfig): Busboy;
  export default busboy;
}
