import { PageHeader, Rich, Section } from '../content/templates';
import hero from '../content/images/oktoberfest-hero.svg?no-inline';
import { ContestEntry } from './contest-entry';
import { CONTEST_DETAILS, CONTEST_RULES, HERO_ALT, OKTOBERFEST_HEADER } from './oktoberfest';
import './riders.css';

/** The contest page: hero, details, rules, and the consent-gated entry link. */
export function OktoberfestPage() {
  return (
    <>
      <PageHeader content={OKTOBERFEST_HEADER} />
      <div className="content-page riders">
        <img className="contest-hero" src={hero} alt={HERO_ALT} width="960" height="360" />
        <Section id="contest-details" title="Contest details">
          {CONTEST_DETAILS.map((p, i) => (
            <p key={i}>
              <Rich text={p} />
            </p>
          ))}
        </Section>
        <Section id="contest-rules" title="Rules">
          <ul className="contest-rules">
            {CONTEST_RULES.map((p, i) => (
              <li key={i}>
                <Rich text={p} />
              </li>
            ))}
          </ul>
        </Section>
        <Section id="enter" title="Enter the contest">
          <ContestEntry />
        </Section>
      </div>
    </>
  );
}
