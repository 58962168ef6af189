import type { ReactNode } from 'react';
import { CalendarDays, Clock, UserRound } from 'lucide-react';
import { cn } from 'shared/cn';
import { Badge } from 'shared/ui/Badge';
import type { BlogPost } from '../data/post';

/** Category badge and read time (after any extra badges), as cards and the article show them. */
export function PostTags({ post, children }: { post: BlogPost; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-ink-600">
      {children}
      <Badge>{post.category}</Badge>
      <span className="inline-flex items-center gap-1.5">
        <Clock aria-hidden="true" className="size-4" />
        {post.readTime}
      </span>
    </div>
  );
}

/** Author and publication date; `date` formats the date for the place (locale on cards, long US on the article). */
export function PostByline({ post, date, className, authorPrefix }: { post: BlogPost; date: (iso: string) => string; className?: string; authorPrefix?: string }) {
  return (
    <div className={cn('flex flex-wrap items-center gap-x-6 gap-y-2 text-ink-600', className)}>
      <span className="inline-flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4" />
        <span>
          {authorPrefix && <span className="sr-only">{authorPrefix} </span>}
          {post.author}
        </span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <CalendarDays aria-hidden="true" className="size-4" />
        <time dateTime={post.publishedAt}>{date(post.publishedAt)}</time>
      </span>
    </div>
  );
}
