// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hostileRichTextBodies } from 'e2e/hostileBodies';
import { PostBody } from './PostBody';

const document = (content: unknown[]) => JSON.stringify({ nodeType: 'document', data: {}, content });
const text = (value: string, marks: string[] = []) => ({ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} });
const node = (nodeType: string, content: unknown[] = [], data: Record<string, unknown> = {}) => ({ nodeType, data, content });

describe('PostBody with a rich-text document', () => {
  it('renders every supported node and mark', () => {
    const { container } = render(
      <PostBody
        content={document([
          node('heading-1', [text('H1')]),
          node('heading-2', [text('H2')]),
          node('heading-3', [text('H3')]),
          node('paragraph', [text('bold', ['bold']), text('italic', ['italic']), text('under', ['underline']), text('code', ['code'])]),
          node('unordered-list', [node('list-item', [node('paragraph', [text('one')])])]),
          node('ordered-list', [node('list-item', [node('paragraph', [text('first')])])]),
          node('blockquote', [node('paragraph', [text('quoted')])]),
          node('hr'),
          node('paragraph', [node('hyperlink', [text('Report')], { uri: 'https://example.com/report' }), node('hyperlink', [text('Mail')], { uri: 'mailto:press@stayvia.com' })]),
        ])}
      />,
    );
    const body = container.querySelector('.news-body')!;
    expect(body.innerHTML).toBe(
      '<h2>H1</h2><h3>H2</h3><h4>H3</h4>' +
        '<p><strong>bold</strong><em>italic</em><u>under</u><code>code</code></p>' +
        '<ul><li><p>one</p></li></ul><ol><li><p>first</p></li></ol><blockquote><p>quoted</p></blockquote><hr>' +
        '<p><a href="https://example.com/report" target="_blank" rel="noopener noreferrer">Report</a><a href="mailto:press@stayvia.com" target="_blank" rel="noopener noreferrer">Mail</a></p>',
    );
  });

  it('starts the body’s headings at h2, under the article’s title, whatever level its top headings have', () => {
    const { container } = render(
      <PostBody content={document([node('heading-2', [text('Top')]), node('paragraph', [text('p')]), node('heading-3', [text('Sub')]), node('blockquote', [node('heading-2', [text('Quoted')])])])} />,
    );
    expect(container.querySelector('.news-body')!.innerHTML).toBe('<h2>Top</h2><p>p</p><h3>Sub</h3><blockquote><h2>Quoted</h2></blockquote>');
  });

  it.each(hostileRichTextBodies)('renders "$name" inertly', ({ content }) => {
    const { container } = render(<PostBody content={content} />);
    const body = container.querySelector('.news-body')!;
    expect(body.querySelector('script, img, iframe, [onclick], [onerror]')).toBeNull();
    for (const link of Array.from(body.querySelectorAll('a'))) expect(link.getAttribute('href')).toMatch(/^(https?|mailto):/);
    expect(body.innerHTML).not.toMatch(/javascript:|data:text/);
  });

  it('shows an unsafe link as plain text and drops unknown nodes', () => {
    const { container } = render(<PostBody content={hostileRichTextBodies[2].content} />);
    expect(container.querySelector('.news-body')!.innerHTML).toBe('<p>Kept paragraph<span>data link</span></p>');
  });

  it('renders an HTML body through the sanitiser', () => {
    const { container } = render(<PostBody content={'<p onclick="alert(1)">Hello <a href="https://example.com">site</a></p>'} />);
    expect(container.querySelector('.news-body')!.innerHTML).toBe('<p>Hello <a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>');
  });
});
