import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readDraft } from '../booking/use-draft';
import { useLangPath, useTranslation } from '../i18n/react';
import { SearchForm, ASKED } from '../search/search-form';
import type { SearchPreset } from '../search/preset';
import '../search/search.css';

// Our own Canadian booking (decision 266): the spec's redirect lands here with depart, arrive,
// date and return in the address. The form starts on them; a traveller whose search was just
// handed over from our own form goes straight on to its results.

/** Whether the draft's last search is the one this address names (same places and dates). */
function askedAlready(preset: SearchPreset | null): boolean {
  const search = readDraft().search;
  return (
    !!preset?.from &&
    !!preset.to &&
    !!search &&
    search.from.code === preset.from.code &&
    search.to.code === preset.to.code &&
    search.departureDate === preset.departureDate &&
    (search.returnDate ?? null) === (preset.returnDate ?? null)
  );
}

export function CanadaBookPage({ preset }: { preset: SearchPreset | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('search');
  const lp = useLangPath();
  const handedOver = (location.state as Record<string, unknown> | null)?.[ASKED] === true;
  useEffect(() => {
    if (handedOver && askedAlready(preset)) navigate(lp('/reservations/depart'), { replace: true });
  }, [handedOver, preset, navigate, lp]);

  return (
    <>
      <section className="hero" aria-labelledby="canada-book-title">
        <div className="hero__inner">
          {/* The brand's name, the same in both languages. */}
          <p className="hero__eyebrow">Landline Canada</p>
          <h1 id="canada-book-title" className="hero__title">
            {t('canadaBook.title')}
          </h1>
          <p className="hero__lead">{t('canadaBook.lead')}</p>
        </div>
      </section>
      <div className="search-card-wrap">
        <div className="search-card">
          <h2 className="sr-only">{t('canadaBook.searchTitle')}</h2>
          <SearchForm key={`${preset?.from?.code}-${preset?.to?.code}`} preset={preset} canadian />
        </div>
      </div>
    </>
  );
}
