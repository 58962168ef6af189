import { Link } from 'react-router';
import { brand } from 'shared/brand';
import { openDialog } from 'shared/dialogs';
import { Hydrate, lazyPage } from 'shared/loading';
import { Button } from 'shared/ui/Button';
import { BrandLogo } from './BrandLogo';
import { HeaderActions } from './HeaderActions';
import { MobileMenu } from './MobileMenu';

// The desktop menus (the Radix navigation menu, about 16 KB) load and hydrate when the visitor reaches for
// them: a pointer over them, a key or a focus. They are hidden below lg, so a phone's prerendered page never
// loads them; their markup (links included) is the server's until then.
const DesktopNav = lazyPage<object>(() => import('./DesktopNav').then(({ DesktopNav: menus }) => ({ default: menus })));

/** The site header: logo, the desktop mega menus (lg and up) or the drawer's menu button below lg. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur-md">
      <div className="relative mx-auto flex max-w-7xl items-center gap-6 max-lg:h-16 max-sm:px-4 sm:px-6 lg:h-[72px]">
        <Link to="/" aria-label={`${brand.name} home`} className="shrink-0 rounded-lg">
          <BrandLogo />
        </Link>
        <Hydrate when="interaction">
          <DesktopNav />
        </Hydrate>
        <HeaderActions />
        <div className="ml-auto items-center gap-3 max-lg:flex lg:hidden">
          <Button size="sm" className="px-4" onClick={() => openDialog('get-started')}>
            Get Started
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
