import { Link } from 'react-router';
import type { OnboardWifi } from '@landline/shared/pages';
import { SocialIcon } from '../components/social-icons';
import { SOCIAL_LINKS } from '../lib/links';
import { PageHeader, Section, SmartLink } from '../content/templates';
import { ENTERTAINMENT, FEEDBACK, NEXT_TRIP, ONBOARD_HEADER, REFERRAL_PROMISE, SUPPORT, type OutsideLink } from './onboard';
import './riders.css';

function NewTabLink({ link, className = 'button button--ghost' }: { link: OutsideLink; className?: string }) {
  return (
    <SmartLink to={link.url} newTab className={className}>
      {link.label}
    </SmartLink>
  );
}

/** The welcome-aboard page; the Wi-Fi comes from the server's configuration. */
export function OnboardPage({ wifi }: { wifi: OnboardWifi }) {
  return (
    <>
      <PageHeader content={ONBOARD_HEADER} />
      <div className="content-page riders">
        <Section id="wifi" title="Free Wi-Fi">
          <dl className="riders-wifi">
            <div>
              <dt>Network</dt>
              <dd data-testid="wifi-name">{wifi.name}</dd>
            </div>
            <div>
              <dt>Password</dt>
              <dd data-testid="wifi-password">{wifi.password}</dd>
            </div>
          </dl>
        </Section>
        <Section id="entertainment" title="Onboard entertainment">
          <p>{ENTERTAINMENT.text}</p>
          <p>
            <NewTabLink link={ENTERTAINMENT.link} className="button button--primary" />
          </p>
        </Section>
        <Section id="feedback" title="How is your ride?">
          <p>{FEEDBACK.text}</p>
          <ul className="riders-actions">
            {FEEDBACK.links.map((link) => (
              <li key={link.url}>
                <NewTabLink link={link} />
              </li>
            ))}
          </ul>
        </Section>
        <Section id="support" title="Need help?">
          <p>{SUPPORT.text}</p>
          <ul className="riders-actions">
            {SUPPORT.channels.map((c) => (
              <li key={c.url}>
                <a className="button button--ghost" href={c.url}>
                  {c.label}
                </a>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="refer" title={REFERRAL_PROMISE.title}>
          <p>{REFERRAL_PROMISE.text}</p>
          <p>
            <Link className="button button--ghost" to={REFERRAL_PROMISE.link.to}>
              {REFERRAL_PROMISE.link.label}
            </Link>
          </p>
        </Section>
        <Section id="follow" title="Follow us">
          <ul className="riders-social">
            {SOCIAL_LINKS.map(({ network, url }) => (
              <li key={network}>
                <a className="riders-social__link" href={url} target="_blank" rel="noopener noreferrer">
                  <SocialIcon network={network} />
                  <span>{network}</span>
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="next-trip" title="Your next trip">
          <p>{NEXT_TRIP.text}</p>
          <ul className="riders-actions">
            <li>
              <Link className="button button--primary" to={NEXT_TRIP.book.to}>
                {NEXT_TRIP.book.label}
              </Link>
            </li>
            <li>
              <Link className="button button--ghost" to={NEXT_TRIP.faq.to}>
                {NEXT_TRIP.faq.label}
              </Link>
            </li>
          </ul>
        </Section>
      </div>
    </>
  );
}
