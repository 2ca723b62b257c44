import { createRequire } from 'node:module';
import { KNOWN_WEB_FILE_EXTENSIONS, webFileType } from './web-file-types.js';

// mime-types is what express.static answered with; it is in the tree (Express's dependency) but has no types.
const mime = createRequire(__filename)('mime-types') as { contentType(extension: string): string | false };

describe('content types of the web build', () => {
  it.each(KNOWN_WEB_FILE_EXTENSIONS)('%s is typed as mime-types types it', (extension) => {
    expect(webFileType(extension)).toBe(mime.contentType(extension));
  });

  it('an unknown extension is a download of bytes, whatever its case', () => {
    expect(webFileType('.exe-like')).toBe('application/octet-stream');
    expect(webFileType('.SVG')).toBe('image/svg+xml');
  });
});
