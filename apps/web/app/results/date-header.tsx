import { addDays, formatDateLabel } from '@landline/shared/dates';
import { useLocale, useTranslation } from '../i18n/react';

interface DayButtonProps {
  date: string;
  step: -1 | 1;
  enabled: boolean;
  onChange: (date: string) => void;
}

/** 'Previous day' / 'Next day'. */
function DayButton({ date, step, enabled, onChange }: DayButtonProps) {
  const { t } = useTranslation('results');
  return (
    <button
      type="button"
      className={`button button--ghost day-nav__button day-nav__button--${step < 0 ? 'previous' : 'next'}`}
      disabled={!enabled}
      onClick={() => onChange(addDays(date, step))}
    >
      {step < 0 ? <span aria-hidden="true">‹</span> : null}
      <span>{step < 0 ? t('day.previous') : t('day.next')}</span>
      {step > 0 ? <span aria-hidden="true">›</span> : null}
    </button>
  );
}

export interface DayNavProps {
  date: string;
  canPrevious: boolean;
  canNext: boolean;
  onChange: (date: string) => void;
}

/** Both day buttons side by side (empty results). */
export function DayButtons({ date, canPrevious, canNext, onChange }: DayNavProps) {
  return (
    <>
      <DayButton date={date} step={-1} enabled={canPrevious} onChange={onChange} />
      <DayButton date={date} step={1} enabled={canNext} onChange={onChange} />
    </>
  );
}

/** The date being shown, between the previous and next day buttons. */
export function DateHeader({ date, canPrevious, canNext, onChange, nextHint }: DayNavProps & { nextHint?: string | null }) {
  const locale = useLocale();
  return (
    <div className="day-nav">
      <div className="day-nav__row">
        <DayButton date={date} step={-1} enabled={canPrevious} onChange={onChange} />
        <p className="day-nav__date" aria-live="polite">
          <time dateTime={date}>{formatDateLabel(date, locale)}</time>
        </p>
        <DayButton date={date} step={1} enabled={canNext} onChange={onChange} />
      </div>
      {!canNext && nextHint ? <p className="day-nav__hint">{nextHint}</p> : null}
    </div>
  );
}
