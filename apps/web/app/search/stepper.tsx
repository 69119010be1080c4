import type { Ref } from 'react';

export interface StepperProps {
  id: string;
  label: string;
  hint: string;
  /** Singular noun for the button labels ('adult'). */
  noun: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** A count with − and + buttons; the bounds are enforced by disabling the buttons. */
export function Stepper({ id, label, hint, noun, value, min, max, onChange, buttonRef }: StepperProps) {
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
          aria-label={`Remove one ${noun}`}
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
          aria-label={`Add one ${noun}`}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
