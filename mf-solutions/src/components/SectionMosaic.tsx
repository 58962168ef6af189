import type { SolutionSection } from '../content/types';
import type { SectionNavItem } from 'shared/content';

/** The hero's visual: one tile per section of the page, drawn as a calm product-style mosaic. */
export function SectionMosaic({ sections, items }: { sections: SolutionSection[]; items: SectionNavItem[] }) {
  const label = (id: string) => items.find((item) => item.id === id)?.label ?? id;
  return (
    <div aria-hidden className="relative mx-auto max-w-md lg:max-w-none">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-linear-to-br from-brand-100/70 via-white to-accent-100/60" />
      <ul className="grid grid-cols-2 gap-3 sm:gap-4">
        {sections.map((section, index) => {
          const Icon = section.icon;
          const wide = sections.length % 2 === 1 && index === sections.length - 1;
          return (
            <li
              key={section.id}
              className={`flex items-center gap-3 rounded-2xl bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-ink-100 ${wide ? 'col-span-2' : ''}`}
            >
              <span className={`grid size-10 shrink-0 place-items-center rounded-xl ${index % 3 === 1 ? 'bg-accent-100 text-accent-800' : 'bg-brand-50 text-brand-700'}`}>
                <Icon className="size-5" />
              </span>
              <span className="text-sm font-semibold text-ink-900">{label(section.id)}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
