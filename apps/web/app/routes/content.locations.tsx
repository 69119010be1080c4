import { LOCATION_GROUPS, LOCATIONS_HEADER, LOCATIONS_META } from '../content/locations';
import { CardGrid, PageHeader, Section } from '../content/templates';
import { pageMeta } from '../content/types';

export function meta() {
  return pageMeta(LOCATIONS_META);
}

function PinIcon() {
  return (
    <svg className="content-card__icon" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="20" fill="#e7eef8" />
      <path d="M20 9a8 8 0 0 0-8 8c0 6 8 14 8 14s8-8 8-14a8 8 0 0 0-8-8Z" fill="#173a63" />
      <circle cx="20" cy="17" r="3" fill="#f5b82e" />
    </svg>
  );
}

export default function Locations() {
  return (
    <>
      <PageHeader content={LOCATIONS_HEADER} />
      <div className="content-page">
        {LOCATION_GROUPS.map((group) => (
          <Section key={group.title} title={group.title}>
            <CardGrid cards={group.cards} icon={<PinIcon />} />
          </Section>
        ))}
      </div>
    </>
  );
}
