/**
 * A post body stored as a Contentful rich-text document, reduced to the node and mark types the site renders
 * (`blockTypes`, `markTypes`). Anything else (embedded entries, unknown nodes, malformed values) is dropped before rendering,
 * so the renderer only ever sees well-formed nodes.
 */
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline, type Text } from '@contentful/rich-text-types';
import { parseRichText } from '../data/text';

/** The headings a post may hold, top level first. */
export const headingTypes = [BLOCKS.HEADING_1, BLOCKS.HEADING_2, BLOCKS.HEADING_3] as const;

export const blockTypes = [
  BLOCKS.PARAGRAPH,
  ...headingTypes,
  BLOCKS.UL_LIST,
  BLOCKS.OL_LIST,
  BLOCKS.LIST_ITEM,
  BLOCKS.QUOTE,
  BLOCKS.HR,
] as const;
export const markTypes = [MARKS.BOLD, MARKS.ITALIC, MARKS.UNDERLINE, MARKS.CODE] as const;

const blocks = new Set<string>(blockTypes);
const marks = new Set<string>(markTypes);

type Raw = Record<string, unknown>;
const isObject = (value: unknown): value is Raw => typeof value === 'object' && value !== null && !Array.isArray(value);

function normaliseText(node: Raw): Text | null {
  if (typeof node.value !== 'string') return null;
  const nodeMarks = Array.isArray(node.marks) ? node.marks.filter((mark): mark is { type: string } => isObject(mark) && typeof mark.type === 'string' && marks.has(mark.type)) : [];
  return { nodeType: 'text', value: node.value, marks: nodeMarks.map((mark) => ({ type: mark.type })), data: {} };
}

function normaliseChildren(content: unknown): (Block | Inline | Text)[] {
  if (!Array.isArray(content)) return [];
  return content.flatMap((child) => {
    const node = isObject(child) ? normaliseNode(child) : null;
    return node ? [node] : [];
  });
}

function normaliseNode(node: Raw): Block | Inline | Text | null {
  if (node.nodeType === 'text') return normaliseText(node);
  if (node.nodeType === INLINES.HYPERLINK) {
    const uri = isObject(node.data) && typeof node.data.uri === 'string' ? node.data.uri : '';
    return { nodeType: INLINES.HYPERLINK, data: { uri }, content: normaliseChildren(node.content) as Text[] } as Inline;
  }
  if (typeof node.nodeType === 'string' && blocks.has(node.nodeType)) {
    return { nodeType: node.nodeType, data: {}, content: node.nodeType === BLOCKS.HR ? [] : normaliseChildren(node.content) } as Block;
  }
  return null;
}

/** The body as a rich-text document of the supported nodes, or null when it is not one (it is HTML). */
export function readRichTextDocument(content: string): Document | null {
  const parsed = parseRichText(content) as Raw | null;
  if (!parsed) return null;
  return { nodeType: BLOCKS.DOCUMENT, data: {}, content: normaliseChildren(parsed.content).filter((node) => node.nodeType !== 'text') as Document['content'] };
}
