/**
 * HTML written from data: an element from its name, attributes and content, every value escaped character by
 * character. The shell's document is assembled from these and its template's named slots (shellDocument.ts),
 * never by editing HTML text.
 */

const escapes: Readonly<Record<string, string>> = { '&': '&amp;', '"': '&quot;', "'": '&#39;', '<': '&lt;', '>': '&gt;' };

/** Text or an attribute value, with the characters that could end it escaped. */
export const escapeHtml = (value: string): string => Array.from(value, (char) => escapes[char] ?? char).join('');

/** `true`: the attribute by its name alone; `false` or absent: left out. */
export type Attributes = Readonly<Record<string, string | boolean | undefined>>;

const voidElements: readonly string[] = ['link', 'meta'];

const attributeList = (attributes: Attributes) =>
  Object.entries(attributes)
    .flatMap(([name, value]) => (value === true ? [` ${name}`] : typeof value === 'string' ? [` ${name}="${escapeHtml(value)}"`] : []))
    .join('');

/**
 * An element: `<link>` and `<meta>` have no content and no end tag; any other has its `content` as it is given
 * (markup this module wrote, React's, or script text made inert by `scriptJson`).
 */
export function element(name: string, attributes: Attributes, content = ''): string {
  if (voidElements.includes(name)) {
    if (content) throw new Error(`A <${name}> has no content.`);
    return `<${name}${attributeList(attributes)}>`;
  }
  return `<${name}${attributeList(attributes)}>${content}</${name}>`;
}

const scriptEscapes: Readonly<Record<string, string>> = { '<': '\\u003c', '>': '\\u003e', '\u2028': '\\u2028', '\u2029': '\\u2029' };

/** JSON that cannot close its script element or open a comment, whatever the CMS wrote. */
export const scriptJson = (value: unknown): string => Array.from(JSON.stringify(value), (char) => scriptEscapes[char] ?? char).join('');
