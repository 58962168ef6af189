import { describe, expect, it } from 'vitest';
import { bodyText, metaDescription, truncateWords } from './text';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index + 1}`).join(' ');

describe('truncateWords', () => {
  it('keeps a text of 85 words or fewer as it is (whitespace collapsed)', () => {
    expect(truncateWords(words(85))).toBe(words(85));
    expect(truncateWords('  Guests   text\nus  ')).toBe('Guests text us');
  });

  it('cuts a longer text to 85 words plus an ellipsis', () => {
    const result = truncateWords(words(120));
    expect(result).toBe(`${words(85)}…`);
    expect(result.split(' ')).toHaveLength(85);
  });
});

describe('metaDescription', () => {
  it('uses the excerpt when there is one', () => {
    expect(metaDescription('A short summary.', '<p>Body</p>')).toBe('A short summary.');
  });

  it('falls back to the first 160 characters of an HTML body', () => {
    const body = `<h2>Intro</h2><p>${'Guest messaging &amp; upsells. '.repeat(20)}</p><script>ignored()</script>`;
    const description = metaDescription('', body);
    expect(description).toHaveLength(160);
    expect(description.startsWith('Intro Guest messaging & upsells.')).toBe(true);
    expect(description).not.toContain('<');
  });

  it('falls back to the text of a rich-text body', () => {
    const document = JSON.stringify({
      nodeType: 'document',
      data: {},
      content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: 'Rich text body.', marks: [], data: {} }] }],
    });
    expect(metaDescription(' ', document)).toBe('Rich text body.');
    expect(bodyText(document)).toBe('Rich text body.');
  });
});
