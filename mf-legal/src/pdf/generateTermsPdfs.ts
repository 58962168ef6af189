/**
 * Regenerates the downloadable terms in `src/assets` from `termsPdfText.ts`: `npm run pdfs -w mf-legal`.
 * The PDFs are committed, so building the site never runs this.
 *
 * The Japanese PDF embeds a subset of IPAex Gothic (IPA Font License v1.0, which allows embedding in
 * documents). Regenerating needs Debian's `fonts-ipaexfont-gothic` and `python3-fonttools` (for the
 * subsetter), or JA_FONT / SUBSET_PYTHON pointing at equivalents.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { renderPdf } from './pdfWriter';
import { termsPdfDocuments, type PdfDocumentText } from './termsPdfText';
import { readTrueType } from './trueType';

/** Date the current version of the terms took effect (also the PDFs' creation date). */
const EFFECTIVE = '2022-01-13';
const assets = path.join(import.meta.dirname, '..', 'assets');
const japaneseFont = process.env.JA_FONT ?? '/usr/share/fonts/opentype/ipaexfont-gothic/ipaexg.ttf';
const python = process.env.SUBSET_PYTHON ?? '/usr/bin/python3';

/** A TrueType subset holding just the characters of `doc`. */
function subsetFontFor(doc: PdfDocumentText) {
  const text = [doc.title, doc.subtitle, ...doc.preamble, ...doc.sections.flatMap((s) => [s.heading, ...s.paragraphs])].join('');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terms-font-'));
  const [textFile, output] = [path.join(dir, 'text.txt'), path.join(dir, 'subset.ttf')];
  fs.writeFileSync(textFile, [...new Set(text)].sort().join(''));
  execFileSync(python, [
    '-m', 'fontTools.subset', japaneseFont,
    `--text-file=${textFile}`, `--output-file=${output}`,
    '--no-hinting', '--layout-features=', '--drop-tables+=GSUB,GPOS,GDEF,BASE,vhea,vmtx', '--name-IDs=0,1,2,3,4,5,6',
  ]);
  const font = readTrueType(fs.readFileSync(output));
  fs.rmSync(dir, { recursive: true });
  return font;
}

for (const doc of termsPdfDocuments) {
  const file = path.join(assets, doc.file);
  const pdf = renderPdf(doc, EFFECTIVE, doc.lang === 'ja' ? subsetFontFor(doc) : undefined);
  fs.writeFileSync(file, pdf);
  console.log(`wrote ${path.relative(process.cwd(), file)} (${(pdf.length / 1024).toFixed(1)} KB)`);
}
