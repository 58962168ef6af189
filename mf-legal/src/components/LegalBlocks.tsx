import { Info } from 'lucide-react';
import type { Block } from '../content/types';
import { RichText } from './RichText';

function LegalBlock({ block }: { block: Block }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2 pl-6 marker:text-brand-500">
          {block.items.map((item, index) => (
            <li key={index} className="pl-1">
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'steps':
      return (
        <div className="rounded-[var(--radius-card)] border border-ink-100 bg-ink-50/60 p-5 sm:p-6">
          {block.title && (
            <h3 id={block.id} className="scroll-mt-[120px] text-lg font-bold text-ink-900">
              {block.title}
            </h3>
          )}
          {/* role="list" keeps the list semantics that some screen readers drop with list-style: none. */}
          <ol role="list" aria-labelledby={block.title ? block.id : undefined} className="mt-4 space-y-3">
            {block.items.map((item, index) => (
              <li key={index} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                >
                  {index + 1}
                </span>
                <span className="pt-0.5">
                  <RichText text={item} />
                </span>
              </li>
            ))}
          </ol>
        </div>
      );
    case 'definitions':
      return (
        <dl className="divide-y divide-ink-100 rounded-[var(--radius-card)] border border-ink-100">
          {block.items.map((item) => (
            <div key={item.term} className="grid gap-1 px-5 py-4 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-6">
              <dt className="font-semibold text-ink-900">{item.term}</dt>
              <dd>
                <RichText text={item.definition} />
              </dd>
            </div>
          ))}
        </dl>
      );
    case 'notice':
      return (
        <div
          role="note"
          className="flex gap-4 rounded-[var(--radius-card)] border border-brand-200 bg-brand-50 p-5"
        >
          <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div>
            <p className="font-bold text-brand-900">{block.title}</p>
            <p className="mt-1 text-ink-800">
              <RichText text={block.text} />
            </p>
          </div>
        </div>
      );
    case 'contact':
      return (
        <address className="rounded-[var(--radius-card)] border border-ink-100 bg-white p-5 not-italic shadow-[var(--shadow-card)]">
          {block.lines.map((line, index) => (
            <p key={index}>
              <RichText text={line} />
            </p>
          ))}
        </address>
      );
  }
}

/** The blocks of one section, spaced on an 8 px rhythm. */
export function LegalBlocks({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-5">
      {blocks.map((block, index) => (
        <LegalBlock key={index} block={block} />
      ))}
    </div>
  );
}
