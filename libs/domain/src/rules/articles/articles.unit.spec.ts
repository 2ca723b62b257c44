import fc from 'fast-check';
import { articleExcerpt } from './article-excerpt.js';
import { readingTimeMinutes, wordCount } from './reading-time.js';

describe('article excerpt', () => {
  it('given a text of exactly 100 characters, when excerpted, then unchanged', () => {
    const text = 'a'.repeat(100);
    expect(articleExcerpt(text)).toBe(text);
  });

  it('given a text of 101 characters, when excerpted, then its first 70 plus an ellipsis', () => {
    const text = 'b'.repeat(70) + 'c'.repeat(31);
    expect(articleExcerpt(text)).toBe('b'.repeat(70) + '...');
  });

  it('given Polish text with emoji over 100 characters, when excerpted, then no character is split', () => {
    const text = '😀'.repeat(101);
    expect(articleExcerpt(text)).toBe('😀'.repeat(70) + '...');
  });

  it('keeps short texts whole and cuts long texts to 73 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const excerpt = articleExcerpt(text);
        const length = Array.from(text).length;
        return length <= 100
          ? excerpt === text
          : Array.from(excerpt).length === 73 && excerpt.endsWith('...');
      }),
    );
  });
});

describe('reading time', () => {
  it('given 250 words, when timed, then 1 minute; 251 words, then 2 minutes', () => {
    expect(readingTimeMinutes(Array(250).fill('słowo').join(' '))).toBe(1);
    expect(readingTimeMinutes(Array(251).fill('słowo').join(' '))).toBe(2);
  });

  it('given an empty article, when timed, then 0 minutes', () => {
    expect(readingTimeMinutes('')).toBe(0);
    expect(readingTimeMinutes('  \n ')).toBe(0);
  });

  it('given HTML content, when words are counted, then tags and entities are not words', () => {
    expect(wordCount('<p class="lead">Ślad&nbsp;węglowy</p><br/><p>firmy</p>')).toBe(3);
  });

  it('is words / 250 rounded up for any word count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), (n) => {
        return readingTimeMinutes(Array(n).fill('w').join(' ')) === Math.ceil(n / 250);
      }),
    );
  });
});
