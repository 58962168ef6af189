/**
 * Regenerates the downloadable terms in `src/assets` from `termsPdfText.ts`:
 * `npm run pdfs -w mf-legal`. The PDFs are committed, so building the site never needs this step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderPdf } from './pdfWriter';
import { termsPdfDocuments } from './termsPdfText';

/** Date the current version of the terms took effect (also the PDFs' creation date). */
const EFFECTIVE = '2022-01-13';
const assets = path.join(import.meta.dirname, '..', 'assets');

for (const doc of termsPdfDocuments) {
  const file = path.join(assets, doc.file);
  const pdf = renderPdf(doc, EFFECTIVE);
  fs.writeFileSync(file, pdf);
  console.log(`wrote ${path.relative(process.cwd(), file)} (${(pdf.length / 1024).toFixed(1)} KB)`);
}
