import { Globe, LogIn } from 'lucide-react';
import { cn } from 'shared/cn';
import { useSettings } from 'shared/settings';
import { ExternalLink } from './ExternalLink';

/** Login and the Japanese site: other hosts, named by the settings document, opened in a new tab. */
export function ExternalSiteLinks({ className, iconClassName }: { className: string; iconClassName?: string }) {
  const { links } = useSettings();
  const icon = cn('size-4', iconClassName);
  return (
    <>
      {links.login && (
        <ExternalLink href={links.login} className={className}>
          <LogIn className={icon} aria-hidden="true" />
          Login
        </ExternalLink>
      )}
      {links.japaneseSite && (
        <ExternalLink href={links.japaneseSite} hrefLang="ja" className={className}>
          <Globe className={icon} aria-hidden="true" />
          Japanese Site
        </ExternalLink>
      )}
    </>
  );
}
