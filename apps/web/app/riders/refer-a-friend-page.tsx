import { PageHeader, Section } from '../content/templates';
import { ReferButton } from './refer-button';
import { REFER_BUTTON_NOTE, REFER_HEADER, REFERRAL_STEPS } from './refer-a-friend';
import './riders.css';

/** The referral marketing page: banner, button, and how the referral works for both sides. */
export function ReferAFriendPage() {
  return (
    <>
      <PageHeader content={REFER_HEADER}>
        <ReferButton />
        <p className="riders-banner-note">{REFER_BUTTON_NOTE}</p>
      </PageHeader>
      <div className="content-page riders">
        <Section id="how-referrals-work" title="How it works">
          <div className="riders-steps">
            {REFERRAL_STEPS.map((side) => (
              <div key={side.title} className="riders-steps__side">
                <h3>{side.title}</h3>
                <ol>
                  {side.steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
          <p>
            <ReferButton />
          </p>
        </Section>
      </div>
    </>
  );
}
