import { Suspense, useEffect } from 'react';
import { cn } from 'shared/cn';
import { Hydrate, lazyPage } from 'shared/loading';

/**
 * The body's renderers (the rich-text renderer and DOMPurify, about 16 KB gzip) in a chunk of their own: a
 * prerendered article keeps the body the server wrote (a static block: the page never loads them), and an
 * article opened in the tab loads them beside its data (`usePostBodyCode`).
 */
const PostBody = lazyPage<{ content: string }>(() => import('./PostBody').then((module) => ({ default: module.PostBody })));

/** Starts loading the body's renderers, for an article whose data is still on its way. */
export function usePostBodyCode() {
  useEffect(() => void PostBody.preload().catch(() => undefined), []);
}

/** Grey lines where the body's text will be. */
export function BodyPlaceholder({ className }: { className?: string }) {
  return (
    <div className={cn('space-y-3', className)}>
      {['w-full', 'w-11/12', 'w-full', 'w-4/5'].map((width, index) => (
        <div key={index} className={`h-4 rounded bg-ink-100 ${width}`} />
      ))}
    </div>
  );
}

/**
 * An article's body: on a prerendered page the server's markup as it is (no script needed to read it); after a
 * navigation in the tab, rendered there, with grey lines while its renderers arrive (an article read before, its
 * data cached, renders before they have).
 */
export function ArticleBody({ content, className }: { content: string; className?: string }) {
  return (
    <Hydrate when="never" className={className}>
      <Suspense fallback={<BodyPlaceholder className="animate-pulse motion-reduce:animate-none" />}>
        <PostBody content={content} />
      </Suspense>
    </Hydrate>
  );
}
