import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { brand, copyrightLine } from 'shared/brand';
import { footerColumns, legalLinks, type NavLink } from 'shared/navigation';
import { BrandLogo } from './BrandLogo';
import { layoutCopy } from './copy';
import { SocialLinks } from './SocialLinks';
import { Hydrate } from 'shared/loading';

const footerLink = 'rounded text-sm text-ink-300 transition-colors hover:text-white';

function FooterLinkList({ links, className }: { links: NavLink[]; className: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={footerLink}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The site footer: brand, the area links, contact, social networks, legal links and copyright. */
export function Footer() {
  return (
    <Hydrate when="never" as="footer" className="bg-brand-950 text-ink-300">
      <div className="mx-auto max-w-7xl px-6 pb-10 max-lg:pt-16 lg:pt-20">
        <div className="grid max-lg:gap-12 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,3fr)] lg:gap-16">
          <div className="max-w-sm">
            <Link to="/" aria-label={`${brand.name} home`} className="inline-flex rounded-lg">
              <BrandLogo tone="light" />
            </Link>
            <p className="mt-5 text-sm leading-relaxed">{layoutCopy.footerBlurb}</p>
            <a href={`mailto:${brand.email}`} className={`mt-5 inline-flex items-center gap-2 ${footerLink}`}>
              <Mail className="size-4" aria-hidden="true" />
              {brand.email}
            </a>
            <div className="mt-7">
              <SocialLinks />
            </div>
          </div>
          <nav aria-label="Footer" className="grid gap-x-8 gap-y-10 max-sm:grid-cols-2 sm:grid-cols-4">
            {footerColumns.map((column) => (
              <div key={column.title}>
                <h2 className="text-sm font-semibold text-white">{column.title}</h2>
                <FooterLinkList links={column.links} className="mt-4 space-y-3" />
              </div>
            ))}
          </nav>
        </div>
        <div className="mt-14 flex gap-4 border-t border-white/10 pt-8 max-md:flex-col md:items-center md:justify-between">
          <p className="text-sm text-ink-300">{copyrightLine(new Date().getFullYear())}</p>
          <nav aria-label="Legal">
            <FooterLinkList links={legalLinks} className="flex flex-wrap gap-x-6 gap-y-2" />
          </nav>
        </div>
      </div>
    </Hydrate>
  );
}
