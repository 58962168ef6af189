import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { supportIntro, supportLinks } from './content';
import { HomeSection } from './HomeSection';

/** Ways to get help (target of the /#support links): a compact list of links with what each offers. */
export function SupportSection() {
  return (
    <HomeSection hydrate="never" name="support" anchor intro={supportIntro} className="bg-ink-50">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {supportLinks.map(({ icon: Icon, title, description, href, linkLabel }) => (
          <li key={title} className="flex gap-4 rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-card)] lg:flex-col lg:p-6">
            <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className="flex flex-1 flex-col">
              <h3 className="font-bold text-ink-900">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-600">{description}</p>
              <Link to={href} className="mt-auto pt-3 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline">
                {linkLabel}
                <ArrowRight aria-hidden="true" className="ml-1 inline size-4 align-[-0.2em]" />
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
