import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a field's control takes so its error is tied to it: read out with it, marked invalid. */
export interface FieldLink {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  status?: 'error';
}

interface FormFieldProps {
  id: string;
  label: string;
  /** The rule's code (`forms.errors.<code>`), when the field breaks one. */
  error?: string;
  children: (link: FieldLink) => ReactNode;
}

/** A labelled field whose error, in the console's language, is linked to the control (aria-describedby). */
export function FormField({ id, label, error, children }: FormFieldProps) {
  const { t } = useTranslation('demo');
  const errorId = `${id}-error`;
  return (
    <div className="demo-field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
        status: error ? 'error' : undefined,
      })}
      {error && (
        <span id={errorId} className="demo-field__error">
          {t(`forms.errors.${error}`)}
        </span>
      )}
    </div>
  );
}
