import { openDialog } from 'shared/dialogs';
import { Button } from 'shared/ui/Button';
import { ExternalSiteLinks } from './ExternalSiteLinks';

const quietLink =
  'inline-flex h-10 items-center gap-1.5 rounded-full px-3.5 text-[15px] font-medium text-ink-700 transition-colors hover:bg-ink-100 hover:text-ink-900';

/** The right of the desktop bar: Login, the Japanese site and Get Started. */
export function HeaderActions() {
  return (
    <div className="ml-auto items-center gap-1 max-lg:hidden lg:flex">
      <ExternalSiteLinks className={quietLink} iconClassName="text-ink-500" />
      <Button size="sm" className="ml-2 px-5" onClick={() => openDialog('get-started')}>
        Get Started
      </Button>
    </div>
  );
}
