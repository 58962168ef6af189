import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderPdf, wrap } from './pdfWriter';
import { termsPdfDocuments } from './termsPdfText';

const english = termsPdfDocuments.filter((doc) => doc.lang === 'en');

describe('renderPdf', () => {
  it('writes a well-formed file: every cross-reference offset points at its object', () => {
    const pdf = renderPdf(english[0], '2022-01-13').toString('latin1');
    expect(pdf.startsWith('%PDF-1.7\n')).toBe(true);
    expect(pdf.endsWith('%%EOF\n')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const [, count] = /^xref\n0 (\d+)\n/.exec(pdf.slice(startxref))!;
    const entries = pdf.slice(startxref).split('\n').slice(3, 2 + Number(count));
    entries.forEach((entry, index) => {
      expect(entry).toMatch(/^\d{10} 00000 n $/);
      const offset = Number(entry.slice(0, 10));
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
    });
  });

  it('keeps the committed English PDFs in step with their text', () => {
    for (const doc of english) {
      const committed = fs.readFileSync(path.join(import.meta.dirname, '..', 'assets', doc.file));
      expect(renderPdf(doc, '2022-01-13').equals(committed), `${doc.file}: run npm run pdfs -w mf-legal`).toBe(true);
    }
  });

  it('refuses a Japanese document without a font', () => {
    const japanese = termsPdfDocuments.find((doc) => doc.lang === 'ja')!;
    expect(() => renderPdf(japanese, '2022-01-13')).toThrow(/font/);
  });
});

describe('wrap', () => {
  const monospace = (breakAnywhere: boolean) => ({
    resource: 'F',
    measure: (text: string, size: number) => Array.from(text).length * size,
    encode: (text: string) => text,
    breakAnywhere,
  });

  it('breaks Latin text at spaces within the width', () => {
    expect(wrap('one two three four', 9, 1, monospace(false))).toEqual(['one two', 'three', 'four']);
  });

  it('breaks Japanese text anywhere but never opens a line with closing punctuation', () => {
    expect(wrap('あいうえお。かきく', 5, 1, monospace(true))).toEqual(['あいうえお。', 'かきく']);
  });
});
