import { Link } from 'react-router';
import { brand } from 'shared/brand';
import { openDialog } from 'shared/dialogs';
import { Button } from 'shared/ui/Button';
import { BrandLogo } from './BrandLogo';
import { DesktopNav } from './DesktopNav';
import { HeaderActions } from './HeaderActions';
import { MobileMenu } from './MobileMenu';

/** The site header: logo, the desktop mega menus (lg and up) or the drawer's menu button below lg. */
export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-100 bg-white/95 backdrop-blur-md">
      <div className="relative mx-auto flex max-w-7xl items-center gap-6 max-lg:h-16 max-sm:px-4 sm:px-6 lg:h-[72px]">
        <Link to="/" aria-label={`${brand.name} home`} className="shrink-0 rounded-lg">
          <BrandLogo />
        </Link>
        <DesktopNav />
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
