/**
 * Just enough of a TrueType reader to embed a (subset) font in a PDF: the character-to-glyph map, advance
 * widths and the metrics a PDF font descriptor asks for. Build-time only.
 */

export interface TrueTypeFont {
  /** The font file itself, embedded as FontFile2. */
  data: Buffer;
  /** PostScript name (name id 6). */
  postScriptName: string;
  unitsPerEm: number;
  bbox: [number, number, number, number];
  ascent: number;
  descent: number;
  capHeight: number;
  /** Unicode code point → glyph id. */
  glyphOf: Map<number, number>;
  /** Advance width of each glyph id, in font units. */
  advances: number[];
}

function tables(data: Buffer) {
  const count = data.readUInt16BE(4);
  const found = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < count; i++) {
    const record = 12 + i * 16;
    found.set(data.toString('latin1', record, record + 4), {
      offset: data.readUInt32BE(record + 8),
      length: data.readUInt32BE(record + 12),
    });
  }
  return (tag: string) => {
    const table = found.get(tag);
    if (!table) throw new Error(`The font has no ${tag} table`);
    return table.offset;
  };
}

/** Format 4 (BMP) and format 12 (full Unicode) subtables of a Windows Unicode cmap. */
function readCmap(data: Buffer, cmap: number): Map<number, number> {
  const map = new Map<number, number>();
  const count = data.readUInt16BE(cmap + 2);
  const subtables = Array.from({ length: count }, (_, i) => ({
    platform: data.readUInt16BE(cmap + 4 + i * 8),
    encoding: data.readUInt16BE(cmap + 6 + i * 8),
    offset: cmap + data.readUInt32BE(cmap + 8 + i * 8),
  }));
  const pick = subtables.find((s) => s.platform === 3 && s.encoding === 10) ?? subtables.find((s) => s.platform === 3 && s.encoding === 1);
  if (!pick) throw new Error('The font has no Windows Unicode cmap');
  const at = pick.offset;
  const format = data.readUInt16BE(at);
  if (format === 12) {
    const groups = data.readUInt32BE(at + 12);
    for (let i = 0; i < groups; i++) {
      const group = at + 16 + i * 12;
      const [start, end, glyph] = [data.readUInt32BE(group), data.readUInt32BE(group + 4), data.readUInt32BE(group + 8)];
      for (let code = start; code <= end; code++) map.set(code, glyph + code - start);
    }
  } else if (format === 4) {
    const segments = data.readUInt16BE(at + 6) / 2;
    const ends = at + 14;
    const starts = ends + segments * 2 + 2;
    const deltas = starts + segments * 2;
    const rangeOffsets = deltas + segments * 2;
    for (let i = 0; i < segments; i++) {
      const [end, start] = [data.readUInt16BE(ends + i * 2), data.readUInt16BE(starts + i * 2)];
      const delta = data.readInt16BE(deltas + i * 2);
      const rangeOffset = data.readUInt16BE(rangeOffsets + i * 2);
      for (let code = start; code <= end && code !== 0xffff; code++) {
        let glyph: number;
        if (rangeOffset === 0) glyph = (code + delta) & 0xffff;
        else {
          glyph = data.readUInt16BE(rangeOffsets + i * 2 + rangeOffset + (code - start) * 2);
          if (glyph !== 0) glyph = (glyph + delta) & 0xffff;
        }
        if (glyph !== 0) map.set(code, glyph);
      }
    }
  } else throw new Error(`Unsupported cmap format ${format}`);
  return map;
}

function readPostScriptName(data: Buffer, name: number): string {
  const count = data.readUInt16BE(name + 2);
  const strings = name + data.readUInt16BE(name + 4);
  for (let i = 0; i < count; i++) {
    const record = name + 6 + i * 12;
    const [platform, nameId] = [data.readUInt16BE(record), data.readUInt16BE(record + 6)];
    if (nameId !== 6) continue;
    const [length, offset] = [data.readUInt16BE(record + 8), data.readUInt16BE(record + 10)];
    const bytes = data.subarray(strings + offset, strings + offset + length);
    // Windows names are UTF-16BE; Macintosh names are single-byte.
    return platform === 3 ? bytes.swap16().toString('utf16le') : bytes.toString('latin1');
  }
  return 'EmbeddedFont';
}

export function readTrueType(data: Buffer): TrueTypeFont {
  const table = tables(data);
  const head = table('head');
  const hhea = table('hhea');
  const hmtx = table('hmtx');
  const os2 = table('OS/2');
  const glyphCount = data.readUInt16BE(table('maxp') + 4);
  const metricCount = data.readUInt16BE(hhea + 34);
  const advances: number[] = [];
  for (let glyph = 0; glyph < glyphCount; glyph++) {
    advances.push(data.readUInt16BE(hmtx + Math.min(glyph, metricCount - 1) * 4));
  }
  return {
    data,
    postScriptName: readPostScriptName(data, table('name')).replace(/[^A-Za-z0-9-]/g, ''),
    unitsPerEm: data.readUInt16BE(head + 18),
    bbox: [data.readInt16BE(head + 36), data.readInt16BE(head + 38), data.readInt16BE(head + 40), data.readInt16BE(head + 42)],
    ascent: data.readInt16BE(hhea + 4),
    descent: data.readInt16BE(hhea + 6),
    capHeight: data.readUInt16BE(os2) >= 2 ? data.readInt16BE(os2 + 88) : data.readInt16BE(hhea + 4),
    glyphOf: readCmap(data, table('cmap')),
    advances,
  };
}
