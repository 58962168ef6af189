import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { IconCard } from './content';

/** A card with an icon, an h3, a description and a link to the page that tells more. */
export function IconCardLink({ card, children }: { card: IconCard; children?: ReactNode }) {
  const Icon = card.icon;
  return (
    <article className="flex flex-col rounded-[var(--radius-card)] border border-ink-100 bg-white p-6 sm:p-7 shadow-[var(--shadow-card)]">
      <span className="grid size-12 place-items-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="mt-5 text-lg font-bold text-ink-900">{card.title}</h3>
      <p className="mt-2 leading-relaxed text-ink-600">{card.description}</p>
      {children}
      <Link
        to={card.href}
        className="mt-auto pt-5 font-semibold text-brand-700 hover:text-brand-900 hover:underline"
      >
        {card.linkLabel}
        <ArrowRight aria-hidden="true" className="ml-1.5 inline size-4 align-[-0.125em]" />
      </Link>
    </article>
  );
}
