import type { ReactNode } from 'react';
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Block, type Document, type Inline } from '@contentful/rich-text-types';
import { headingTypes } from './richTextDocument';
import { safeLinkUrl } from './safeUrl';

type HeadingTag = 'h2' | 'h3' | 'h4';

/** A node's heading level (1 for heading-1), or undefined for any other node. */
const headingLevel = (node: Document | Block | Inline) => {
  const index = headingTypes.indexOf(node.nodeType as (typeof headingTypes)[number]);
  return index < 0 ? undefined : index + 1;
};

/** The highest heading level the document uses, or undefined without headings. */
function topHeadingLevel(node: Document | Block | Inline): number | undefined {
  const levels = [headingLevel(node), ...node.content.map((child) => ('content' in child ? topHeadingLevel(child) : undefined))];
  const found = levels.filter((level): level is number => level !== undefined);
  return found.length ? Math.min(...found) : undefined;
}

/**
 * Renders a rich-text document. The body's top heading level becomes h2, under the article's title (a body
 * whose top headings are heading-2 moves up, as the HTML bodies' sanitiser does), so the page's outline never
 * skips a level; and a hyperlink opens in a new tab only when its URL is http(s) or mailto; any other is shown
 * as plain text.
 */
const options = (topLevel: number): Options => ({
  renderMark: {
    [MARKS.BOLD]: (text) => <strong>{text}</strong>,
    [MARKS.ITALIC]: (text) => <em>{text}</em>,
    [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
    [MARKS.CODE]: (text) => <code>{text}</code>,
  },
  renderNode: {
    [BLOCKS.PARAGRAPH]: (_node, children) => <p>{children}</p>,
    ...Object.fromEntries(
      headingTypes.map((block, index) => {
        const Tag = `h${index + 1 - topLevel + 2}` as HeadingTag;
        return [block, (_node: unknown, children: ReactNode) => <Tag>{children}</Tag>];
      }),
    ),
    [BLOCKS.UL_LIST]: (_node, children) => <ul>{children}</ul>,
    [BLOCKS.OL_LIST]: (_node, children) => <ol>{children}</ol>,
    [BLOCKS.LIST_ITEM]: (_node, children) => <li>{children}</li>,
    [BLOCKS.QUOTE]: (_node, children) => <blockquote>{children}</blockquote>,
    [BLOCKS.HR]: () => <hr />,
    [INLINES.HYPERLINK]: (node, children): ReactNode => {
      const href = safeLinkUrl(node.data.uri);
      if (!href) return <span>{children}</span>;
      return (
        <a href={href} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    },
  },
});

export function RichTextBody({ document }: { document: Document }) {
  return <>{documentToReactComponents(document, options(topHeadingLevel(document) ?? 1))}</>;
}
