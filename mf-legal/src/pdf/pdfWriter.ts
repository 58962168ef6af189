/**
 * A deliberately small PDF 1.7 writer for text documents: A4 pages, a title block, numbered headings,
 * wrapped paragraphs and a running footer. Build-time only (Node): it produces the downloadable terms.
 *
 * Latin text uses the standard Helvetica fonts (every viewer has them, nothing embedded). Japanese text
 * uses an embedded TrueType subset (only the glyphs the document uses, addressed by glyph id through
 * Identity-H) with a ToUnicode map, so it renders the same everywhere and its text can be searched and copied.
 */
import { deflateSync } from 'node:zlib';
import type { PdfDocumentText } from './termsPdfText';
import type { TrueTypeFont } from './trueType';

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = { left: 64, right: 64, top: 72, bottom: 80 };
const TEXT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
const BRAND_RGB = '0.110 0.380 0.369'; // brand-700
const MUTED_RGB = '0.325 0.357 0.424'; // ink-600
const INK_RGB = '0.086 0.106 0.145'; // ink-900

// Helvetica advance widths (1/1000 em) for the printable ASCII range, from the standard AFM metrics.
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556,
  556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833,
  722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556,
  556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334,
  260, 334, 584,
];

// Characters outside Latin-1 that WinAnsiEncoding places in 0x80–0x9F.
const WIN_ANSI_EXTRA: Record<string, number> = {
  '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '–': 0x96, '—': 0x97, '…': 0x85, '•': 0x95, '€': 0x80,
};

type Style = 'body' | 'bold';

interface FontFace {
  resource: string;
  /** Width of a string in points at `size`. */
  measure: (text: string, size: number) => number;
  /** The string as a PDF string operand. */
  encode: (text: string) => string;
  /** Where a line may break: Latin text at spaces, Japanese text between any two characters. */
  breakAnywhere: boolean;
}

function latinWidth(text: string, size: number, bold: boolean) {
  let units = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    units += code >= 32 && code <= 126 ? HELVETICA_WIDTHS[code - 32] : 556;
  }
  return (units * size * (bold ? 1.06 : 1)) / 1000;
}

function encodeWinAnsi(text: string) {
  let out = '';
  for (const char of text) {
    const code = WIN_ANSI_EXTRA[char] ?? char.charCodeAt(0);
    if (code > 0xff) throw new Error(`"${char}" cannot be written in WinAnsiEncoding`);
    const byte = String.fromCharCode(code);
    out += byte === '(' || byte === ')' || byte === '\\' ? `\\${byte}` : byte;
  }
  return `(${out})`;
}

const utf16Hex = (text: string) =>
  Array.from(text, (char) => char.charCodeAt(0).toString(16).padStart(4, '0')).join('').toUpperCase();

const latinFace = (resource: string, bold: boolean): FontFace => ({
  resource,
  measure: (text, size) => latinWidth(text, size, bold),
  encode: encodeWinAnsi,
  breakAnywhere: false,
});

/** The embedded font as a face; `used` collects glyph id → character for the ToUnicode map. */
function embeddedFace(resource: string, font: TrueTypeFont, used: Map<number, string>): FontFace {
  const glyph = (char: string) => {
    const id = font.glyphOf.get(char.codePointAt(0)!);
    if (id === undefined) throw new Error(`The embedded font has no glyph for "${char}"`);
    return id;
  };
  return {
    resource,
    measure: (text, size) => (Array.from(text).reduce((sum, char) => sum + font.advances[glyph(char)], 0) * size) / font.unitsPerEm,
    encode: (text) =>
      `<${Array.from(text, (char) => {
        const id = glyph(char);
        used.set(id, char);
        return id.toString(16).padStart(4, '0');
      })
        .join('')
        .toUpperCase()}>`,
    breakAnywhere: true,
  };
}

/** Characters that must not open a line in Japanese (kinsoku): they stay on the line before. */
const NO_LINE_START = new Set(Array.from('、。，．）」』】：；！？ー々'));

export function wrap(text: string, width: number, size: number, font: FontFace): string[] {
  const lines: string[] = [];
  if (font.breakAnywhere) {
    let line = '';
    for (const char of text) {
      if (line && font.measure(line + char, size) > width && !NO_LINE_START.has(char)) {
        lines.push(line);
        line = '';
      }
      line += char;
    }
    if (line) lines.push(line);
    return lines;
  }
  let line = '';
  for (const word of text.split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.measure(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

interface TextRun {
  text: string;
  x: number;
  y: number;
  size: number;
  font: FontFace;
  rgb: string;
}

/** Lays the document out into pages of positioned text runs (plus one rule under the title). */
function layout(doc: PdfDocumentText, fonts: Record<Style, FontFace>) {
  const ja = doc.lang === 'ja';
  const pages: TextRun[][] = [[]];
  let y = PAGE.height - MARGIN.top;

  const ensure = (height: number) => {
    if (y - height < MARGIN.bottom) {
      pages.push([]);
      y = PAGE.height - MARGIN.top;
    }
  };
  const paragraph = (text: string, size: number, leading: number, font: FontFace, rgb: string, after: number) => {
    for (const line of wrap(text, TEXT_WIDTH, size, font)) {
      ensure(leading);
      y -= leading;
      pages[pages.length - 1].push({ text: line, x: MARGIN.left, y, size, font, rgb });
    }
    y -= after;
  };

  paragraph(doc.title, 22, 28, fonts.bold, BRAND_RGB, 4);
  paragraph(doc.subtitle, 13, 18, fonts.body, INK_RGB, 10);
  for (const line of doc.preamble) paragraph(line, 9.5, ja ? 15 : 13.5, fonts.body, MUTED_RGB, 0);
  y -= 12;
  const ruleY = y;
  y -= 8;

  const bodyLeading = ja ? 17 : 14.5;
  for (const section of doc.sections) {
    // Keep a heading with the first two lines of its section.
    ensure(20 + bodyLeading * 2 + 14);
    y -= 14;
    paragraph(section.heading, 12, 18, fonts.bold, BRAND_RGB, 2);
    for (const text of section.paragraphs) paragraph(text, 10, bodyLeading, fonts.body, INK_RGB, 6);
  }
  return { pages, ruleY };
}

const pdfDate = (iso: string) => `D:${iso.replaceAll('-', '')}000000+07'00'`;

/** The embedded font's PDF objects: Type0 font over a CIDFontType2 with its file and a ToUnicode map. */
function embedFont(add: (body: string | Buffer) => number, font: TrueTypeFont, used: Map<number, string>): number {
  const ref = (id: number) => `${id} 0 R`;
  const scale = (units: number) => Math.round((units * 1000) / font.unitsPerEm);
  const stream = (dict: string, data: Buffer) => {
    const packed = deflateSync(data, { level: 9 });
    return Buffer.concat([Buffer.from(`<< ${dict} /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), packed, Buffer.from('\nendstream', 'latin1')]);
  };
  // A subset is named with a six-letter tag before the font's own name (ISO 32000-1, 9.6.4).
  const name = `STAYVI+${font.postScriptName}`;
  const glyphs = [...used.keys()].sort((a, b) => a - b);
  const file = add(stream(`/Length1 ${font.data.length}`, font.data));
  const descriptor = add(
    `<< /Type /FontDescriptor /FontName /${name} /Flags 4 /FontBBox [${font.bbox.map(scale).join(' ')}] /ItalicAngle 0 /Ascent ${scale(font.ascent)} /Descent ${scale(font.descent)} /CapHeight ${scale(font.capHeight)} /StemV 80 /FontFile2 ${ref(file)} >>`,
  );
  const widths = glyphs.map((id) => `${id} [${scale(font.advances[id])}]`).join(' ');
  const cidFont = add(
    `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${name} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> /FontDescriptor ${ref(descriptor)} /DW 1000 /W [${widths}] /CIDToGIDMap /Identity >>`,
  );
  const toUnicode = [
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def /CMapType 2 def',
    '1 begincodespacerange <0000> <FFFF> endcodespacerange',
    // At most 100 mappings per bfchar block.
    ...Array.from({ length: Math.ceil(glyphs.length / 100) }, (_, block) => {
      const slice = glyphs.slice(block * 100, block * 100 + 100);
      const lines = slice.map((id) => `<${id.toString(16).padStart(4, '0').toUpperCase()}> <${utf16Hex(used.get(id)!)}>`);
      return [`${slice.length} beginbfchar`, ...lines, 'endbfchar'].join('\n');
    }),
    'endcmap CMapName currentdict /CMap defineresource pop end end',
  ].join('\n');
  const cmap = add(stream('', Buffer.from(toUnicode, 'latin1')));
  return add(
    `<< /Type /Font /Subtype /Type0 /BaseFont /${name} /Encoding /Identity-H /DescendantFonts [${ref(cidFont)}] /ToUnicode ${ref(cmap)} >>`,
  );
}

/**
 * Serialises the document; the output is byte-for-byte reproducible for the same input. A Japanese
 * document needs `font`, a TrueType font holding every character it uses.
 */
export function renderPdf(doc: PdfDocumentText, isoDate: string, font?: TrueTypeFont): Buffer {
  const used = new Map<number, string>();
  const latin = { body: latinFace('F1', false), bold: latinFace('F2', true) };
  let faces: Record<Style, FontFace> = latin;
  if (doc.lang === 'ja') {
    if (!font) throw new Error(`${doc.file} is Japanese: pass a font that covers it`);
    const face = embeddedFace('F3', font, used);
    faces = { body: face, bold: face };
  }
  const { pages, ruleY } = layout(doc, faces);
  const objects: (string | Buffer)[] = [];
  const add = (body: string | Buffer) => objects.push(body);
  const ref = (id: number) => `${id} 0 R`;

  const catalogId = add('');
  const pagesId = add('');
  // Helvetica always: the running footer is set in it, whatever the document's language.
  const fontIds: Record<string, number> = {
    F1: add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
    F2: add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'),
  };
  const footerFace = latin.body;
  // One resource dictionary for every page, written once the pages show which glyphs they use.
  const resourcesId = add('');

  const pageIds: number[] = [];
  pages.forEach((runs, index) => {
    const ops: string[] = [];
    if (index === 0) ops.push(`${BRAND_RGB} RG 0.75 w ${MARGIN.left} ${ruleY.toFixed(2)} m ${PAGE.width - MARGIN.right} ${ruleY.toFixed(2)} l S`);
    for (const run of runs) {
      ops.push(`BT /${run.font.resource} ${run.size} Tf ${run.rgb} rg ${run.x} ${run.y.toFixed(2)} Td ${run.font.encode(run.text)} Tj ET`);
    }
    const pageLabel = `Page ${index + 1} of ${pages.length}`;
    const footerY = MARGIN.bottom - 36;
    ops.push(`BT /F1 8 Tf ${MUTED_RGB} rg ${MARGIN.left} ${footerY} Td ${footerFace.encode(doc.footer)} Tj ET`);
    const labelX = PAGE.width - MARGIN.right - footerFace.measure(pageLabel, 8);
    ops.push(`BT /F1 8 Tf ${MUTED_RGB} rg ${labelX.toFixed(2)} ${footerY} Td ${footerFace.encode(pageLabel)} Tj ET`);
    const content = deflateSync(Buffer.from(ops.join('\n'), 'latin1'), { level: 9 });
    const contentId = add(
      Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'), content, Buffer.from('\nendstream', 'latin1')]),
    );
    pageIds.push(
      add(
        `<< /Type /Page /Parent ${ref(pagesId)} /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources ${ref(resourcesId)} /Contents ${ref(contentId)} >>`,
      ),
    );
  });

  if (font && used.size) fontIds.F3 = embedFont(add, font, used);
  const fontResources = Object.entries(fontIds).map(([name, id]) => `/${name} ${ref(id)}`).join(' ');
  objects[resourcesId - 1] = `<< /Font << ${fontResources} >> >>`;
  objects[catalogId - 1] = `<< /Type /Catalog /Pages ${ref(pagesId)} /Lang (${doc.lang}) /ViewerPreferences << /DisplayDocTitle true >> >>`;
  objects[pagesId - 1] = `<< /Type /Pages /Kids [${pageIds.map(ref).join(' ')}] /Count ${pageIds.length} >>`;
  const info = add(
    `<< /Title <FEFF${utf16Hex(`${doc.title} - ${doc.subtitle}`)}> /Author <FEFF${utf16Hex('Stayvia Technologies Co., Ltd.')}> /Subject <FEFF${utf16Hex(doc.footer)}> /Producer (mf-legal pdfWriter) /CreationDate (${pdfDate(isoDate)}) /ModDate (${pdfDate(isoDate)}) >>`,
  );

  // Header with a binary comment line, then the objects, the cross-reference table and the trailer.
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(offset);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root ${ref(catalogId)} /Info ${ref(info)} >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}
