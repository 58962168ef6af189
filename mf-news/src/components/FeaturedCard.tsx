import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from 'shared/ui/Badge';
import { articlePath, listMessages } from '../content/news';
import type { BlogPost } from '../data/post';
import { useCardDateFormat } from '../data/useCardDateFormat';
import { truncateWords } from '../data/text';
import { PostByline, PostTags } from './PostFacts';

/** The featured article, wide, above the grid (only under All with no search). */
export function FeaturedCard({ post }: { post: BlogPost }) {
  const cardDate = useCardDateFormat();
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="sr-only">
        {listMessages.featuredHeading}
      </h2>
      <article
        data-testid="featured-article"
        className="group relative grid overflow-hidden rounded-[var(--radius-card)] border border-brand-100 bg-white shadow-[var(--shadow-card)] focus-within:ring-2 focus-within:ring-brand-500 lg:grid-cols-2"
      >
        <img src={post.imageUrl} alt="" decoding="async" className="aspect-[16/9] h-full w-full bg-brand-50 object-cover" />
        <div className="flex min-w-0 flex-col p-6 sm:p-10">
          <PostTags post={post}>
            <Badge tone="accent" icon={Star}>
              {listMessages.featuredBadge}
            </Badge>
          </PostTags>
          <h3 className="mt-5 line-clamp-3 text-2xl leading-tight font-extrabold text-ink-900 break-words sm:text-3xl">
            <Link to={articlePath(post.slug)} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700">
              {post.title}
            </Link>
          </h3>
          {post.excerpt && <p className="mt-4 line-clamp-12 max-h-[18rem] overflow-hidden text-lg leading-relaxed text-ink-600 break-words">{truncateWords(post.excerpt)}</p>}
          <PostByline post={post} date={cardDate} className="mt-auto pt-8 text-sm" />
        </div>
      </article>
    </section>
  );
}
