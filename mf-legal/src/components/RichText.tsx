import { Link } from 'react-router';
import type { Rich } from '../content/types';
import { textLinkClass } from './textLink';


/** Running text of a legal document: site paths become router links, everything else a plain anchor. */
export function RichText({ text }: { text: Rich }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => {
    if (typeof part === 'string') return part;
    if ('strong' in part) return <strong key={index} className="font-semibold text-ink-900">{part.strong}</strong>;
    return part.href.startsWith('/') ? (
      <Link key={index} to={part.href} className={textLinkClass}>
        {part.label}
      </Link>
    ) : (
      <a key={index} href={part.href} className={textLinkClass}>
        {part.label}
      </a>
    );
  });
}
