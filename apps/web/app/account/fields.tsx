import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { ApiError, messagesOf } from '../lib/api';
import { fieldErrors } from '../lib/errors';

// Form parts of the account pages: a label, the control, an optional hint and the error, the
// last two linked to the control with aria-describedby.

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

interface BaseProps {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  registration: UseFormRegisterReturn;
  /** Shown as "(optional)" after the label. */
  optional?: boolean;
}

function Label({ id, label, optional }: Pick<BaseProps, 'id' | 'label' | 'optional'>) {
  return (
    <label className="field__label" htmlFor={id}>
      {label}
      {optional ? <span className="field__optional"> (optional)</span> : null}
    </label>
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="field__error">
      {message}
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

/** Errors of a submit that belong to no field (section 8 order), announced at once. */
export function FormAlert({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <div className="form-alert" role="alert">
      {messages.length === 1 ? (
        <p>{messages[0]}</p>
      ) : (
        <ul>
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A page's data could not be loaded: why (section 8 messages), and a way to ask again. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div className="form-alert" role="alert">
      <p>{messagesOf(error).join(' ')}</p>
      <button type="button" className="button button--ghost" onClick={retry}>
        Try again
      </button>
    </div>
  );
}

export const PASSWORD_RULES_HINT =
  'At least 8 characters, with an uppercase letter or a special character; not a common password, and not your e-mail address.';

/**
 * Puts a failed submit's server field errors next to the fields (in `order`, focusing the first)
 * and gives back the messages to show above the form: the section 8 messages when no field
 * took them. A session that expired during the call gives nothing (the app has said so).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  order: readonly Path<T>[],
  setError: UseFormSetError<T>,
  aliases: Record<string, Path<T>> = {},
): string[] {
  if (error instanceof ApiError && error.sessionExpired) return [];
  const byField = error instanceof ApiError ? fieldErrors(error.payload) : {};
  const placed = new Set<string>();
  let focused = false;
  for (const name of order) {
    const key = Object.keys(byField).find((k) => k === name || aliases[k] === name);
    if (!key) continue;
    setError(name, { type: 'server', message: byField[key] }, { shouldFocus: !focused });
    focused = true;
    placed.add(key);
  }
  const rest = Object.entries(byField).filter(([k]) => !placed.has(k));
  if (placed.size && !rest.length) return [];
  if (placed.size) return rest.map(([, m]) => m);
  return messagesOf(error);
}

type PasswordField = Pick<BaseProps, 'id' | 'label' | 'registration' | 'error'>;

/** A new password and its repetition: the rules hint on the first, new-password autofill on both. */
export function NewPasswordFields({ password, repeat }: { password: PasswordField; repeat: PasswordField }) {
  return (
    <>
      <TextField {...password} type="password" autoComplete="new-password" hint={PASSWORD_RULES_HINT} />
      <TextField {...repeat} type="password" autoComplete="new-password" />
    </>
  );
}
