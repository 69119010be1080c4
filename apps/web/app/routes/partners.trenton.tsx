import { Link } from 'react-router';
import type { Route } from './+types/partners.trenton';
import { rangeText, ScheduleTable } from '../cities/schedule-table';
import { PARTNER_ARRIVE_BEFORE_MIN } from '../content/constants';
import { FaqAccordion, Section } from '../content/templates';
import { pageMeta } from '../content/types';
import { HUBS, TRENTON_FAQ, TRENTON_FLEET, TRENTON_HEADER, TRENTON_META, TRENTON_ROUTE, TRENTON_SLIDES } from '../partners/american';
import { Carousel, type Slide } from '../partners/carousel';
import { PATHS } from '../partners/links';
import { AmericanTop } from '../partners/pieces';
import { loadRouteSchedule } from '../partners/trenton-schedule';
import { pageServicesContext } from '../server/page-services';
import coach from '../partners/images/trenton-coach.svg?no-inline';
import route from '../partners/images/trenton-route.svg?no-inline';
import seats from '../partners/images/trenton-seats.svg?no-inline';
import terminal from '../partners/images/trenton-terminal.svg?no-inline';
import '../cities/cities.css';
import '../partners/partners.css';
import type { PageHandle } from '../lib/page-handle';

/** An airline partner page: the lead-capture adapter loads here when configured (decision 231). */
export const handle: PageHandle = { leadCapture: true };

export function meta() {
  return pageMeta(TRENTON_META);
}

/** The live TTN–PHL timetable, both ways, in Trenton's time zone. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadRouteSchedule(context.get(pageServicesContext), TRENTON_ROUTE);
}

const IMAGES = { coach, seats, terminal, route };
const ALT = {
  coach: 'Drawing of a navy Landline coach parked in front of the Trenton-Mercer terminal.',
  seats: 'Drawing of three rows of reclining coach seats, with the gap between rows marked.',
  terminal: 'Drawing of the Trenton-Mercer Airport terminal with a plane overhead.',
  route: 'Map drawing of the coach route from Trenton down to Philadelphia airport.',
};
const SLIDES: Slide[] = TRENTON_SLIDES.map((s) => ({ src: IMAGES[s.image], alt: ALT[s.image], title: s.title, text: s.text }));

const { from, to } = TRENTON_ROUTE;

export default function Trenton({ loaderData }: Route.ComponentProps) {
  const { range, there, back } = loaderData;
  return (
    <>
      <AmericanTop header={TRENTON_HEADER} />
      <div className="content-page">
        <Section id="schedule" title="Daily schedule">
          {range ? (
            <>
              <p className="partner-note">
                Valid {rangeText(range)}. Times are local (Eastern time). Be at the airport {PARTNER_ARRIVE_BEFORE_MIN} minutes before
                departure.
              </p>
              <div className="schedule-tables" data-start={range.start} data-end={range.end}>
                <ScheduleTable def={{ from, to, caption: `Trenton to ${HUBS[to]}` }} range={range} schedule={there} withDays={false} />
                <ScheduleTable
                  def={{ from: to, to: from, caption: `${HUBS[to]} to Trenton` }}
                  range={range}
                  schedule={back}
                  withDays={false}
                />
              </div>
            </>
          ) : (
            <p>No schedule is published for this route yet.</p>
          )}
        </Section>
        <Section id="our-coach" title="Our coach">
          <ul className="partner-facts">
            {TRENTON_FLEET.map((fact) => (
              <li key={fact}>{fact}</li>
            ))}
          </ul>
          <Carousel label="Trenton in pictures" slides={SLIDES} />
        </Section>
        <Section id="faqs" title="FAQs">
          <FaqAccordion items={TRENTON_FAQ} />
          <p className="partner-note">
            Flying from another airport? See <Link to={PATHS.american}>all our American Airlines connections</Link>.
          </p>
        </Section>
      </div>
    </>
  );
}
