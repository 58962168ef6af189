import { useId, useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { Button } from 'shared/ui/Button';
import { fieldClasses } from './fieldClasses';
import { contactFields, contactMessages, type ContactField } from '../content/getHelp';

type Values = Record<ContactField, string>;
const empty: Values = { firstName: '', lastName: '', email: '', company: '', message: '' };

/**
 * Shows a notice in the site's toaster (the shell's, mounted with its dialogs). sonner is loaded on the first
 * submit rather than with the page: 9.5 KB gzip the page's start would otherwise carry for a notice no visitor has
 * asked for yet (the page's JS budget, bench/README.md).
 */
function notify(kind: 'error' | 'success', { title, description }: { title: string; description: string }) {
  void import('sonner').then(({ toast }) => toast[kind](title, { description }));
}

/**
 * The support contact form. It sends nothing: an incomplete form gets the 'Missing fields'
 * notice; a complete one is logged, confirmed with 'Message sent!' and cleared. Validation is ours (the
 * browser's own is off) so the notice is the same in every browser.
 */
export function ContactForm() {
  const [values, setValues] = useState<Values>(empty);
  const idPrefix = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (contactFields.some(({ name }) => !values[name].trim())) {
      notify('error', contactMessages.missing);
      return;
    }
    console.info('Support contact form message', values);
    notify('success', contactMessages.sent);
    setValues(empty);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Contact support" className="grid gap-5 sm:grid-cols-2">
      {contactFields.map(({ name, label, autoComplete, type }) => {
        const id = `${idPrefix}-${name}`;
        const common = {
          id,
          name,
          required: true,
          autoComplete,
          value: values[name],
          onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
          className: fieldClasses,
        };
        return (
          <div key={name} className={type === 'textarea' ? 'sm:col-span-2' : undefined}>
            <label htmlFor={id} className="text-sm font-semibold text-ink-800">
              {label} <span aria-hidden="true" className="text-red-700">*</span>
            </label>
            {type === 'textarea' ? <textarea rows={5} {...common} /> : <input type={type ?? 'text'} {...common} />}
          </div>
        );
      })}
      <div className="flex flex-wrap items-center justify-between gap-4 sm:col-span-2">
        <p className="text-sm text-ink-600">All fields are required.</p>
        <Button type="submit" size="lg">
          <Send aria-hidden="true" className="size-4" />
          Send Message
        </Button>
      </div>
    </form>
  );
}
