import { Link } from 'react-router';
import { rangeText, ScheduleTable } from '../cities/schedule-table';
import { PARTNER_ARRIVE_BEFORE_MIN } from '../content/constants';
import { FaqAccordion, Section } from '../content/templates';
import { HUBS, TRENTON_FAQ, TRENTON_FLEET, TRENTON_HEADER, TRENTON_ROUTE, TRENTON_SLIDES } from './american';
import { Carousel, type Slide } from './carousel';
import { PATHS } from './links';
import { AmericanTop } from './pieces';
import coach from './images/trenton-coach.svg?no-inline';
import route from './images/trenton-route.svg?no-inline';
import seats from './images/trenton-seats.svg?no-inline';
import terminal from './images/trenton-terminal.svg?no-inline';
import type { loadRouteSchedule } from './trenton-schedule';

// The Trenton page (American Airlines' coach to Philadelphia): the route, its week's timetable, the fleet.

const IMAGES = { coach, seats, terminal, route };
const ALT = {
  coach: 'Drawing of a navy Landline coach parked in front of the Trenton-Mercer terminal.',
  seats: 'Drawing of three rows of reclining coach seats, with the gap between rows marked.',
  terminal: 'Drawing of the Trenton-Mercer Airport terminal with a plane overhead.',
  route: 'Map drawing of the coach route from Trenton down to Philadelphia airport.',
};
const SLIDES: Slide[] = TRENTON_SLIDES.map((s) => ({ src: IMAGES[s.image], alt: ALT[s.image], title: s.title, text: s.text }));

const { from, to } = TRENTON_ROUTE;

export function TrentonPage({ loaderData }: { loaderData: Awaited<ReturnType<typeof loadRouteSchedule>> }) {
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
