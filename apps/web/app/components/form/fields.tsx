import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useMessage, useTranslation } from '../../i18n/react';

// The form kit's fields: a label, the control, an optional hint and the error, the last two
// linked to the control with aria-describedby. Every form of the app draws its fields with these.

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

export interface BaseProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
  /** Shown as "(optional)" after the label. */
  optional?: boolean;
}

function Label({ id, label, optional }: Pick<BaseProps, 'id' | 'label' | 'optional'>) {
  const { t } = useTranslation('shell');
  return (
    <label className="field__label" htmlFor={id}>
      {label}
      {optional ? <span className="field__optional">{` ${t('form.optional')}`}</span> : null}
    </label>
  );
}

/**
 * A field's error, in the page's language: the schemas' and the server's messages arrive in
 * English (@landline/shared/messages); every form's errors are shown through here.
 */
export function FieldError({ id, message }: { id: string; message?: string }) {
  const translate = useMessage();
  return message ? (
    <p id={id} className="field__error">
      {translate(message)}
    </p>
  ) : null;
}

/** What `register()` sets on the control. */
type Registered = 'id' | 'name' | 'ref' | 'onChange' | 'onBlur';

type InputProps = BaseProps & Omit<InputHTMLAttributes<HTMLInputElement>, Registered>;

/** What every field draws around its control: the label, then the control, its hint and its error. */
function FieldFrame({
  id,
  label,
  error,
  hint,
  optional,
  className,
  children,
}: Omit<BaseProps, 'registration'> & { className?: string; children: ReactNode }) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <Label id={id} label={label} optional={optional} />
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The control's own attributes: its id, whether it is invalid or required, what describes it. */
function controlProps(id: string, error: string | undefined, hint: ReactNode, required: boolean) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy(error && `${id}-error`, Boolean(hint) && `${id}-hint`),
  } as const;
}

export function TextField({ id, label, error, hint, registration, optional, className, ...input }: InputProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <input className="input" {...controlProps(id, error, hint, !optional && !input.readOnly)} {...input} {...registration} />
    </FieldFrame>
  );
}

type TextAreaProps = BaseProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, Registered>;

export function TextAreaField({ id, label, error, hint, registration, optional, className, ...area }: TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <textarea className="input input--area" {...controlProps(id, error, hint, !optional)} {...area} {...registration} />
    </FieldFrame>
  );
}

type SelectProps = BaseProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, Registered> & {
    options: readonly { value: string; label: string }[];
  };

export function SelectField({ id, label, error, hint, registration, optional, options, className, ...select }: SelectProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} optional={optional} className={className}>
      <select className="input select" {...controlProps(id, error, hint, !optional)} {...select} {...registration}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
