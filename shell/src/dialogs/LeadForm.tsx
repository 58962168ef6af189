import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';
import type { DialogKind } from 'shared/dialogs';
import { LeadNotTaken, leadForms, submitLead } from 'shared/leads';
import { useSettings } from 'shared/settings';
import { Button } from 'shared/ui/Button';
import { Spinner } from 'shared/ui/Spinner';
import { notTakenNotice, type DialogContent, type Notice } from '../content/dialogs';
import { useShellRuntime } from '../runtime';
import { FormField } from './FormField';

interface LeadFormProps {
  kind: DialogKind;
  content: DialogContent;
  /** Called after a lead was sent and the form reset (the dialog closes). */
  onSent: () => void;
}

/**
 * A dialog's form: validates with the kind's zod schema (values trimmed), posts the lead, and tells the
 * visitor how it went. On failure every typed value stays in place so nothing has to be typed again.
 */
export function LeadForm({ kind, content, onSent }: LeadFormProps) {
  const definition = leadForms[kind];
  const { leads } = useSettings();
  const idPrefix = useId();
  // Values of a lead that failed after its dialog was closed, kept by the tab's runtime (runtime.tsx).
  const unsent = useShellRuntime().unsentLeads;
  const [failure, setFailure] = useState<Notice | undefined>(() => unsent.get(kind)?.failure);
  // The visitor may close the dialog while the lead is on its way: then only the toast is left to show.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FieldValues>({
    // One generic form serves eight schemas; each kind's values and schema agree by construction.
    resolver: zodResolver(definition.schema as never) as Resolver<FieldValues>,
    defaultValues: unsent.get(kind)?.values ?? Object.fromEntries(content.fields.map((f) => [f.name, f.kind === 'checkboxes' ? [] : ''])),
  });

  const send = async (values: FieldValues) => {
    setFailure(undefined);
    try {
      await submitLead(leads, definition.source(leads.leadSources), definition.toLead(values as never));
    } catch (error) {
      // The endpoint said when to send again (the site's own, which could not keep the lead): say so.
      const notice = error instanceof LeadNotTaken && error.retryAfterSeconds !== undefined ? notTakenNotice(error.retryAfterSeconds) : content.failure;
      toast.error(notice.title, { description: notice.description, richColors: true });
      if (mounted.current) setFailure(notice);
      else unsent.set(kind, { values, failure: notice });
      return;
    }
    unsent.delete(kind);
    toast.success(content.success.title, { description: content.success.description });
    if (!mounted.current) return;
    reset();
    onSent();
  };

  return (
    <form noValidate onSubmit={handleSubmit(send)} className="grid grid-cols-2 gap-x-3 gap-y-4">
      {content.fields.map((field) => (
        <FormField
          key={field.name}
          field={field}
          idPrefix={idPrefix}
          registration={register(field.name)}
          error={errors[field.name]?.message as string | undefined}
        />
      ))}
      {/* The toaster sits behind the modal (hidden from assistive technology while it is open). */}
      <p role="alert" className="sr-only">
        {failure ? `${failure.title}: ${failure.description}` : ''}
      </p>
      <div className="col-span-2">
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? (
            <>
              <Spinner />
              Submitting...
            </>
          ) : (
            content.submitLabel
          )}
        </Button>
        {content.footnote ? <p className="mt-3 text-center text-xs leading-relaxed text-ink-500">{content.footnote}</p> : null}
      </div>
    </form>
  );
}
