import { useMemo } from 'react';
import { cn } from 'shared/cn';
import { readRichTextDocument } from './richTextDocument';
import { RichTextBody } from './RichTextBody';
import { sanitizePostHtml } from './sanitizeHtml';

/**
 * A post body, rich-text JSON or raw HTML. Long words and URLs wrap and media never exceed the
 * column (`.news-body` in styles.css), so nothing in a post can break the layout.
 */
export function PostBody({ content, className }: { content: string; className?: string }) {
  const document = useMemo(() => readRichTextDocument(content), [content]);
  const html = useMemo(() => (document ? '' : sanitizePostHtml(content)), [document, content]);
  const classes = cn('news-body', className);
  if (document) {
    return (
      <div className={classes}>
        <RichTextBody document={document} />
      </div>
    );
  }
  return <div className={classes} dangerouslySetInnerHTML={{ __html: html }} />;
}
