import { useId, type FormEvent } from 'react';
import { BellRing } from 'lucide-react';
import { Button } from 'shared/ui/Button';
import { fieldClasses } from './fieldClasses';

/**
 * The status-subscription field: no validation and no call, so submitting does nothing
 * visible; it only stops the page from reloading.
 */
export function StatusSubscribeForm() {
  const id = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Subscribe to status updates" className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="flex-1">
        <label htmlFor={id} className="text-sm font-semibold text-ink-800">
          Email for status updates
        </label>
        <input
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@yourhotel.com"
          className={fieldClasses}
        />
      </div>
      <Button type="submit" size="lg">
        <BellRing aria-hidden="true" className="size-4" />
        Subscribe
      </Button>
    </form>
  );
}
