import type { ReactNode } from 'react';
import { documentToReactComponents, type Options } from '@contentful/rich-text-react-renderer';
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import { safeLinkUrl } from './safeUrl';

/**
 * Renders a rich-text document. Headings sit one level under the article's title (heading-1 → h2), and a
 * hyperlink opens in a new tab only when its URL is http(s) or mailto; any other is shown as plain text.
 */
const options: Options = {
  renderMark: {
    [MARKS.BOLD]: (text) => <strong>{text}</strong>,
    [MARKS.ITALIC]: (text) => <em>{text}</em>,
    [MARKS.UNDERLINE]: (text) => <u>{text}</u>,
    [MARKS.CODE]: (text) => <code>{text}</code>,
  },
  renderNode: {
    [BLOCKS.PARAGRAPH]: (_node, children) => <p>{children}</p>,
    [BLOCKS.HEADING_1]: (_node, children) => <h2>{children}</h2>,
    [BLOCKS.HEADING_2]: (_node, children) => <h3>{children}</h3>,
    [BLOCKS.HEADING_3]: (_node, children) => <h4>{children}</h4>,
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
};

export function RichTextBody({ document }: { document: Document }) {
  return <>{documentToReactComponents(document, options)}</>;
}
