import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from 'shared/cn';
import type { FieldSpec } from '../content/dialogs';

const control =
  'block w-full rounded-xl border bg-white px-3.5 text-sm text-ink-900 shadow-xs transition-colors placeholder:text-ink-500 focus:border-brand-500 focus:outline-2 focus:outline-offset-0 focus:outline-brand-500/40 motion-reduce:transition-none';
const controlState = (invalid: boolean) => (invalid ? 'border-red-600' : 'border-ink-300 hover:border-ink-400');

interface FormFieldProps {
  field: FieldSpec;
  /** Unique per form, so ids never clash with the page behind the dialog. */
  idPrefix: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** One labelled input (or select, text area, checkbox group) with its error message under it. */
export function FormField({ field, idPrefix, registration, error }: FormFieldProps) {
  const id = `${idPrefix}-${field.name}`;
  const errorId = `${id}-error`;
  const invalid = Boolean(error);
  const a11y = { 'aria-invalid': invalid, 'aria-describedby': invalid ? errorId : undefined };
  const optional = field.optional ? <span className="font-normal text-ink-500"> (optional)</span> : null;
  const message = error ? (
    <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  ) : null;

  if (field.kind === 'checkboxes') {
    return (
      <fieldset className="col-span-2" aria-describedby={a11y['aria-describedby']}>
        <legend className="text-sm font-semibold text-ink-800">
          {field.label}
          {optional}
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2">
          {field.options.map((option) => (
            <label
              key={option}
              className="flex cursor-pointer items-center gap-2.5 rounded-xl border border-ink-300 px-3 py-2.5 text-sm text-ink-800 has-checked:border-brand-500 has-checked:bg-brand-50"
            >
              <input type="checkbox" value={option} className="size-4 accent-brand-700" aria-invalid={invalid} {...registration} />
              {option}
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  return (
    <div className={cn('min-w-0', !field.half && 'col-span-2')}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-800">
        {field.label}
        {optional}
      </label>
      <div className="mt-1.5">
        {field.kind === 'textarea' ? (
          <textarea
            id={id}
            rows={field.rows}
            placeholder={field.placeholder}
            className={cn(control, controlState(invalid), 'resize-y py-2.5')}
            {...a11y}
            {...registration}
          />
        ) : field.kind === 'select' ? (
          <select id={id} className={cn(control, controlState(invalid), 'h-11 pr-8')} {...a11y} {...registration}>
            <option value="">Choose one</option>
            {field.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={id}
            type={field.kind}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            className={cn(control, controlState(invalid), 'h-11')}
            {...a11y}
            {...registration}
          />
        )}
      </div>
      {message}
    </div>
  );
}
