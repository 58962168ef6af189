import { Link } from 'react-router';
import { cn } from 'shared/cn';
import { articlePath } from '../content/news';
import type { BlogPost } from '../data/post';
import { useCardDateFormat } from '../data/useCardDateFormat';
import { truncateWords } from '../data/text';
import { PostByline, PostTags } from './PostFacts';

/**
 * A news card: image, category, read time, title (3 lines at most), excerpt (12 lines, 18rem at
 * most), author and date. The title's link covers the whole card, so a click anywhere opens the article.
 */
export function NewsCard({ post, className }: { post: BlogPost; className?: string }) {
  const cardDate = useCardDateFormat();
  return (
    <article
      className={cn(
        'group relative flex min-w-0 flex-col overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-[var(--shadow-card)] transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-lg motion-reduce:transition-none',
        className,
      )}
    >
      <img src={post.imageUrl} alt="" loading="lazy" decoding="async" className="aspect-[16/9] w-full bg-brand-50 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <PostTags post={post} />
        <h3 className="mt-4 line-clamp-3 text-xl leading-snug font-bold text-ink-900 break-words">
          <Link to={articlePath(post.slug)} className="outline-none after:absolute after:inset-0 after:content-[''] group-hover:text-brand-700">
            {post.title}
          </Link>
        </h3>
        {post.excerpt && <p className="mt-3 line-clamp-12 max-h-[18rem] overflow-hidden leading-relaxed text-ink-600 break-words">{truncateWords(post.excerpt)}</p>}
        <PostByline post={post} date={cardDate} className="mt-auto justify-between pt-6 text-sm" />
      </div>
    </article>
  );
}
