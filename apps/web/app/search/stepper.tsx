import type { ReactNode, Ref } from 'react';

export interface StepperProps {
  id: string;
  label: string;
  hint: string;
  /** The buttons' labels ('Add one adult', 'Remove one adult'), in the page's language. */
  addLabel: string;
  removeLabel: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  buttonRef?: Ref<HTMLButtonElement>;
  /** Ids of what says why + or − cannot be pressed now (their accessible description), if anything does. */
  addReason?: string;
  removeReason?: string;
  /** A reason about this count alone, said next to it (its id is `${id}-note`); null when none applies. */
  note?: ReactNode;
}

/**
 * A count with − and + buttons; the bounds are enforced by disabling the buttons, and a bound that
 * is a rule says so next to the count and in the button's description (decision 243).
 */
export function Stepper({
  id,
  label,
  hint,
  addLabel,
  removeLabel,
  value,
  min,
  max,
  onChange,
  buttonRef,
  addReason,
  removeReason,
  note,
}: StepperProps) {
  const describedBy = (reason: string | undefined, disabled: boolean) => (reason && disabled ? reason : undefined);
  return (
    <div className="stepper" role="group" aria-labelledby={`${id}-label`} aria-describedby={`${id}-hint`}>
      <div className="stepper__text">
        <span id={`${id}-label`} className="stepper__label">
          {label}
        </span>
        <span id={`${id}-hint`} className="stepper__hint">
          {hint}
        </span>
      </div>
      <div className="stepper__controls">
        <button
          type="button"
          className="stepper__button"
          aria-label={removeLabel}
          aria-describedby={describedBy(removeReason, value <= min)}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <output id={id} className="stepper__value" aria-labelledby={`${id}-label`} aria-live="polite">
          {value}
        </output>
        <button
          ref={buttonRef}
          type="button"
          className="stepper__button"
          aria-label={addLabel}
          aria-describedby={describedBy(addReason, value >= max)}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
      {/* Polite: the reason appears as the last press disables the button (and takes its focus). */}
      <p id={`${id}-note`} className="stepper__note" aria-live="polite">
        {note}
      </p>
    </div>
  );
}
