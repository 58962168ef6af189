/**
 * The seed posts are written in a small Markdown-like markup and stored in either of the two body formats the
 * site renders: a Contentful rich-text document (JSON) or raw HTML.
 *
 * Blocks are separated by blank lines: `# `, `## `, `### ` headings, `- ` and `1. ` list items (one per line),
 * `> ` blockquote lines, `---` a rule, anything else a paragraph. Inline: `**bold**`, `*italic*`,
 * `__underline__`, `` `code` ``, `[text](https://…)`.
 */

export type Mark = 'bold' | 'italic' | 'underline' | 'code';

export interface TextNode {
  nodeType: 'text';
  value: string;
  marks: { type: Mark }[];
  data: Record<string, never>;
}

export interface HyperlinkNode {
  nodeType: 'hyperlink';
  data: { uri: string };
  content: TextNode[];
}

export type Inline = TextNode | HyperlinkNode;

export interface BlockNode {
  nodeType: 'paragraph' | 'heading-1' | 'heading-2' | 'heading-3' | 'unordered-list' | 'ordered-list' | 'list-item' | 'blockquote' | 'hr';
  data: Record<string, never>;
  content: (BlockNode | Inline)[];
}

export interface RichTextDocument {
  nodeType: 'document';
  data: Record<string, never>;
  content: BlockNode[];
}

const inlinePattern = /\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|`(.+?)`|\[(.+?)\]\((\S+?)\)/g;

function text(value: string, marks: Mark[] = []): TextNode {
  return { nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} };
}

/** Splits a line into text runs with marks, and hyperlinks (whose text may carry marks too). */
export function parseInline(source: string, marks: Mark[] = []): Inline[] {
  const nodes: Inline[] = [];
  let last = 0;
  for (const match of source.matchAll(inlinePattern)) {
    if (match.index > last) nodes.push(text(source.slice(last, match.index), marks));
    const [, bold, underline, italic, code, linkText, uri] = match;
    if (bold !== undefined) nodes.push(...parseInline(bold, [...marks, 'bold']));
    else if (underline !== undefined) nodes.push(...parseInline(underline, [...marks, 'underline']));
    else if (italic !== undefined) nodes.push(...parseInline(italic, [...marks, 'italic']));
    else if (code !== undefined) nodes.push(text(code, [...marks, 'code']));
    else nodes.push({ nodeType: 'hyperlink', data: { uri }, content: parseInline(linkText, marks) as TextNode[] });
    last = match.index + match[0].length;
  }
  if (last < source.length) nodes.push(text(source.slice(last), marks));
  return nodes;
}

function block(nodeType: BlockNode['nodeType'], content: BlockNode['content'] = []): BlockNode {
  return { nodeType, data: {}, content };
}

const paragraph = (line: string) => block('paragraph', parseInline(line));

export function toRichText(source: string): RichTextDocument {
  const blocks = source.trim().split(/\n\s*\n/).map((chunk) => chunk.trim());
  const content = blocks.map((chunk): BlockNode => {
    const lines = chunk.split('\n').map((line) => line.trim());
    const heading = /^(#{1,3}) (.*)$/.exec(chunk);
    if (heading) return block(`heading-${heading[1].length}` as BlockNode['nodeType'], parseInline(heading[2]));
    if (chunk === '---') return block('hr');
    if (lines.every((line) => line.startsWith('- '))) {
      return block('unordered-list', lines.map((line) => block('list-item', [paragraph(line.slice(2))])));
    }
    if (lines.every((line) => /^\d+\. /.test(line))) {
      return block('ordered-list', lines.map((line) => block('list-item', [paragraph(line.replace(/^\d+\. /, ''))])));
    }
    if (lines.every((line) => line.startsWith('> '))) {
      return block('blockquote', [paragraph(lines.map((line) => line.slice(2)).join(' '))]);
    }
    return paragraph(lines.join(' '));
  });
  return { nodeType: 'document', data: {}, content };
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const markTags: Record<Mark, string> = { bold: 'strong', italic: 'em', underline: 'u', code: 'code' };

const htmlTags: Partial<Record<BlockNode['nodeType'], string>> = {
  paragraph: 'p',
  'heading-1': 'h1',
  'heading-2': 'h2',
  'heading-3': 'h3',
  'unordered-list': 'ul',
  'ordered-list': 'ol',
  'list-item': 'li',
  blockquote: 'blockquote',
};

function nodeToHtml(node: BlockNode | Inline): string {
  if (node.nodeType === 'text') {
    return node.marks.reduce((html, { type }) => `<${markTags[type]}>${html}</${markTags[type]}>`, escapeHtml(node.value));
  }
  if (node.nodeType === 'hyperlink') return `<a href="${escapeHtml(node.data.uri)}">${node.content.map(nodeToHtml).join('')}</a>`;
  if (node.nodeType === 'hr') return '<hr>';
  const inner = node.content.map(nodeToHtml).join('');
  // Keep list items flat in HTML (`<li>text</li>`), as a CMS's HTML field usually holds them.
  if (node.nodeType === 'list-item') return `<li>${node.content.map((child) => ('content' in child && child.nodeType === 'paragraph' ? child.content.map(nodeToHtml).join('') : nodeToHtml(child))).join('')}</li>`;
  const tag = htmlTags[node.nodeType];
  return `<${tag}>${inner}</${tag}>`;
}

export function toHtml(source: string): string {
  return toRichText(source).content.map(nodeToHtml).join('\n');
}
