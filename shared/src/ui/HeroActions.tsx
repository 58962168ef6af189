import { ArrowRight, CalendarDays } from 'lucide-react';
import { cn } from 'shared/cn';
import { openDialog } from 'shared/dialogs';
import { Button, type ButtonVariant } from 'shared/ui/Button';

export interface HeroActionsProps {
  getStarted?: boolean;
  scheduleDemo?: boolean;
  /** `light` on white or pale backgrounds, `dark` on the brand-coloured call-to-action panel. */
  surface?: 'light' | 'dark';
  className?: string;
}

/** The Get Started and Schedule Demo buttons that open the shell's lead dialogs. */
export function HeroActions({ getStarted = true, scheduleDemo = true, surface = 'light', className }: HeroActionsProps) {
  const primary: ButtonVariant = surface === 'dark' ? 'accent' : 'primary';
  // Solid on the dark panel: a translucent button over its glow can fall below AA contrast.
  const secondary: ButtonVariant = surface === 'dark' ? 'secondary' : 'outline';
  if (!getStarted && !scheduleDemo) return null;
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {getStarted && (
        <Button variant={primary} size="lg" onClick={() => openDialog('get-started')}>
          Get Started
          <ArrowRight aria-hidden="true" className="size-4" />
        </Button>
      )}
      {scheduleDemo && (
        <Button variant={secondary} size="lg" onClick={() => openDialog('demo')}>
          <CalendarDays aria-hidden="true" className="size-4" />
          Schedule Demo
        </Button>
      )}
    </div>
  );
}
