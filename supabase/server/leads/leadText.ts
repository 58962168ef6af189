/**
 * What a lead may hold, and its text made storable: every string is NFC, without NUL and the other C0/C1
 * control characters (tab and newline stay; CRLF and CR become newline), well-formed UTF-16, and capped.
 */

/** The lead sink's caps, in one place (README "The lead sink"). */
export const leadLimits = {
  /** A request body, in bytes (more: 413). */
  maxBodyBytes: 64 * 1024,
  /** Form fields kept (later ones are dropped). */
  maxFields: 50,
  maxNameChars: 100,
  maxValueChars: 5000,
  /** The Referer, stored as `source`. */
  maxSourceChars: 2048,
  maxUserAgentChars: 512,
};

// C0 controls but tab (09) and newline (0A), DEL, and the C1 controls.
const controls = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

// A surrogate without its pair (not well-formed UTF-16; Postgres' jsonb refuses it).
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function cleanText(value: string, maxChars: number): string {
  const clean = value.replace(loneSurrogate, '\uFFFD').replace(/\r\n?/g, '\n').replace(controls, '').normalize('NFC');
  return capChars(clean, maxChars);
}

/** At most `maxChars` characters, never splitting a surrogate pair. */
function capChars(value: string, maxChars: number): string {
  if (value.length <= maxChars) return value;
  const cut = value.slice(0, maxChars);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

export interface LeadText {
  fields: Record<string, string>;
  source: string | null;
  userAgent: string | null;
}

/** The form's fields and headers as they are stored. A repeated field name keeps its first value. */
export function cleanLead(entries: Iterable<[string, string]>, referer: string | undefined, userAgent: string | undefined): LeadText {
  const fields: Record<string, string> = {};
  let kept = 0;
  for (const [rawName, rawValue] of entries) {
    if (kept >= leadLimits.maxFields) break;
    const name = cleanText(rawName, leadLimits.maxNameChars);
    if (!name || Object.hasOwn(fields, name)) continue;
    fields[name] = cleanText(rawValue, leadLimits.maxValueChars);
    kept++;
  }
  return {
    fields,
    source: referer ? cleanText(referer, leadLimits.maxSourceChars) || null : null,
    userAgent: userAgent ? cleanText(userAgent, leadLimits.maxUserAgentChars) || null : null,
  };
}
