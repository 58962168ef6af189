/** Text helpers for cards and metadata. */

export const summaryWordLimit = 85;
export const metaDescriptionLength = 160;

/** The text shortened to `limit` words, with an ellipsis when anything was cut. */
export function truncateWords(text: string, limit = summaryWordLimit): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= limit) return words.join(' ');
  return `${words.slice(0, limit).join(' ')}…`;
}

/** The readable text of a post body (rich-text JSON or HTML), whitespace collapsed. */
export function bodyText(content: string): string {
  const document = parseRichText(content);
  const raw = document ? collectText(document) : content.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ').replace(/<[^>]*>/g, ' ');
  return decodeEntities(raw).replace(/\s+/g, ' ').trim();
}

/** The meta description: the excerpt, else the first 160 characters of the body's text. */
export function metaDescription(excerpt: string, content: string): string {
  if (excerpt.trim()) return excerpt.trim();
  return bodyText(content).slice(0, metaDescriptionLength);
}

interface TextNode {
  nodeType: string;
  value?: unknown;
  content?: unknown;
}

/** A Contentful rich-text document when the body is one (JSON with nodeType "document"), else null. */
export function parseRichText(content: string): TextNode | null {
  const trimmed = content.trim();
  if (!trimmed.startsWith('{')) return null;
  try {
    const json = JSON.parse(trimmed) as unknown;
    return typeof json === 'object' && json !== null && (json as TextNode).nodeType === 'document' ? (json as TextNode) : null;
  } catch {
    return null;
  }
}

function collectText(node: TextNode): string {
  if (node.nodeType === 'text') return typeof node.value === 'string' ? node.value : '';
  if (!Array.isArray(node.content)) return '';
  return node.content.map((child) => (typeof child === 'object' && child ? collectText(child as TextNode) : '')).join(' ');
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const point = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) && point > 0 && point <= 0x10ffff ? String.fromCodePoint(point) : match;
    }
    return entities[code.toLowerCase()] ?? match;
  });
}
