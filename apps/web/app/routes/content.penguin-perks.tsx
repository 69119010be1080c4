import { Link } from 'react-router';
import { HOW_IT_WORKS, PERKS_FAQ, PERKS_HEADER, PERKS_META, PERKS_SERVICE_BLURB, TIER_IMAGES } from '../content/penguin-perks';
import { CardGrid, FaqAccordion, PageHeader, Section } from '../content/templates';
import { PERK_TIERS, tierBenefits } from '../content/tiers';
import { pageMeta } from '../content/types';

export function meta() {
  return pageMeta(PERKS_META);
}

function SignUp() {
  return (
    <Link className="button button--primary button--large" to="/account/register">
      Sign Up Now
    </Link>
  );
}

export default function PenguinPerks() {
  return (
    <>
      <PageHeader content={PERKS_HEADER}>
        <SignUp />
      </PageHeader>
      <div className="content-page">
        <Section title="How It Works">
          <CardGrid cards={HOW_IT_WORKS} />
        </Section>
        <Section title="Rider Tiers" intro="Reach a tier within a year of riding and keep it for the year that follows.">
          <ul className="tier-grid">
            {PERK_TIERS.map((tier) => (
              <li key={tier.name} className={`tier-card tier-card--${tier.name.toLowerCase()}`}>
                {/* Decorative: the tier's name is the heading beside it. */}
                <img className="tier-card__image" src={TIER_IMAGES[tier.name]} alt="" width={72} height={72} />
                <h3 className="tier-card__name">{tier.name}</h3>
                <p className="tier-card__threshold">{tier.rides} rides a year</p>
                <ul className="tier-card__benefits">
                  {tierBenefits(tier).map((b) => (
                    <li key={b}>{b}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          <p className="content-actions">
            <SignUp />
          </p>
        </Section>
        <Section title="Penguin Perks FAQ">
          <FaqAccordion items={PERKS_FAQ} />
        </Section>
        <Section title={PERKS_SERVICE_BLURB.title} className="service-blurb">
          <p>{PERKS_SERVICE_BLURB.text}</p>
        </Section>
      </div>
    </>
  );
}
