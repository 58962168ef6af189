import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { ButtonLink } from 'shared/ui/Button';
import { useSettings } from 'shared/settings';
import { PageMeta } from 'shared/ui/PageMeta';
import { FeedLink } from '../components/FeedLink';
import { ArticleBody, BodyPlaceholder, usePostBodyCode } from '../body/ArticleBody';
import { PostByline, PostTags } from '../components/PostFacts';
import { articleMessages, canonicalArticlePath, newsPath } from '../content/news';
import { articleJsonLd } from '../data/articleJsonLd';
import { usLongDate } from 'shared/dates';
import { placeholderImage, type BlogPost } from '../data/post';
import { metaDescription } from '../data/text';
import { useArticle } from '../data/useNews';

/** /hospitality-industry-news/:slug: one article. */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  const article = useArticle(slug);

  useEffect(() => {
    if (article.error) console.error('[news] could not load the article', slug, article.error);
  }, [article.error, slug]);

  if (article.isPending) return <ArticleLoading />;
  if (article.isError) return <ArticleProblem title={articleMessages.errorTitle} text={article.error.message} />;
  if (!article.data) return <ArticleProblem title={articleMessages.notFound} text={articleMessages.notFoundHint} />;
  return <Article post={article.data} />;
}

function BackToNews({ className }: { className?: string }) {
  return (
    <ButtonLink to={newsPath} variant="ghost" className={className}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {articleMessages.backToNews}
    </ButtonLink>
  );
}

function Article({ post }: { post: BlogPost }) {
  const description = metaDescription(post.excerpt, post.content);
  const { siteUrl } = useSettings();
  const hasImage = post.imageUrl !== placeholderImage;
  // Social tags need an absolute address; seed images are paths on the site.
  const image = hasImage ? (siteUrl ? new URL(post.imageUrl, `${siteUrl}/`).href : post.imageUrl) : undefined;
  const keywords = [post.category, ...articleMessages.keywords].join(', ');
  const { pathname } = useLocation();
  const canonicalPath = canonicalArticlePath(post.slug);
  const jsonLd = articleJsonLd(post, { siteUrl, path: pathname, canonicalPath, description, image });
  return (
    <article className="mx-auto max-w-3xl px-4 pt-8 pb-20 sm:px-6">
      <PageMeta title={post.title} description={description} canonicalPath={canonicalPath} type="article" image={image} jsonLd={jsonLd} />
      <FeedLink />
      <meta name="keywords" content={keywords} />
      <BackToNews className="-ml-3" />
      <header className="mt-8">
        <PostTags post={post} />
        <h1 className="mt-5 text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 break-words sm:text-4xl lg:text-5xl">{post.title}</h1>
        <PostByline post={post} date={usLongDate} authorPrefix={articleMessages.byline} className="mt-6" />
      </header>
      {hasImage && <img src={post.imageUrl} alt="" decoding="async" className="mt-10 aspect-[16/9] w-full rounded-[var(--radius-card)] bg-brand-50 object-cover" />}
      <ArticleBody content={post.content} className="mt-10" />
      <footer className="mt-16 border-t border-ink-100 pt-8">
        <BackToNews className="-ml-3" />
      </footer>
    </article>
  );
}

function ArticleLoading() {
  usePostBodyCode();
  return (
    <div role="status" aria-label={articleMessages.loading} className="mx-auto max-w-3xl animate-pulse px-4 pt-8 pb-20 motion-reduce:animate-none sm:px-6">
      <div className="h-9 w-36 rounded-md bg-ink-100" />
      <div className="mt-10 flex gap-3">
        <div className="h-6 w-24 rounded-full bg-ink-100" />
        <div className="h-6 w-20 rounded-full bg-ink-100" />
      </div>
      <div className="mt-6 h-10 w-11/12 rounded-md bg-ink-100" />
      <div className="mt-3 h-10 w-2/3 rounded-md bg-ink-100" />
      <div className="mt-8 h-5 w-64 rounded bg-ink-100" />
      <div className="mt-10 aspect-[16/9] w-full rounded-[var(--radius-card)] bg-ink-100" />
      <BodyPlaceholder className="mt-10" />
    </div>
  );
}

/** Not found or failed: what happened, and the way back. */
function ArticleProblem({ title, text }: { title: string; text: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <PageMeta title={title} description={text} noindex />
      <h1 className="text-3xl font-extrabold tracking-tight text-ink-900 sm:text-4xl">{title}</h1>
      <p role="alert" className="mt-4 text-lg text-ink-600 break-words">
        {text}
      </p>
      <ButtonLink to={newsPath} className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {articleMessages.backToNews}
      </ButtonLink>
    </section>
  );
}
