import { describe, expect, it } from 'vitest';
import { helpVideoUrl } from './help-video';

describe('helpVideoUrl', () => {
  it('keeps a configured video address', () => {
    expect(helpVideoUrl('https://www.youtube.com/watch?v=abc123')).toBe(
      'https://www.youtube.com/watch?v=abc123',
    );
    expect(helpVideoUrl('  https://videos.example.com/help.mp4 ')).toBe(
      'https://videos.example.com/help.mp4',
    );
  });

  it('hides the link when nothing usable is configured', () => {
    expect(helpVideoUrl(undefined)).toBeNull();
    expect(helpVideoUrl('')).toBeNull();
    expect(helpVideoUrl('not a url')).toBeNull();
    expect(helpVideoUrl('javascript:alert(1)')).toBeNull();
  });

  it('never points the video link at a PDF', () => {
    expect(helpVideoUrl('https://ghg-ledger.example/docs/instrukcja-pl.pdf')).toBeNull();
    expect(helpVideoUrl('https://ghg-ledger.example/docs/GUIDE.PDF')).toBeNull();
  });
});
