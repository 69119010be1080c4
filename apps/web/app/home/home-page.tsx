import { StaticHtml } from '../components/static-html';
import { HomeCarousel } from './home-carousel';
import { SearchForm } from '../search/search-form';
import type { loadSearchPreset } from '../search/preset';

// The home page: the search form (started on the places of `?from=&to=`), the steps and the carousel.

const STEPS = [
  { title: 'Search', text: 'Pick your town or airport, the day you travel and who is coming along.' },
  { title: 'Choose', text: 'Compare departures with times shown in each stop’s local time and one fare for the whole party.' },
  { title: 'Ride', text: 'Sit back on a comfortable coach and let us handle the road to the terminal.' },
];

/** Decorative route line from a town stop to the terminal. */
function HeroArt() {
  return (
    <svg className="hero__art" viewBox="0 0 360 220" aria-hidden="true" focusable="false">
      <path
        d="M30 180 C 120 180, 110 60, 200 70 S 300 40, 330 40"
        fill="none"
        stroke="rgb(255 255 255 / 0.35)"
        strokeWidth="3"
        strokeDasharray="2 10"
        strokeLinecap="round"
      />
      <circle cx="30" cy="180" r="10" fill="#f5b82e" />
      <circle cx="30" cy="180" r="4" fill="#0b1f3a" />
      <circle cx="200" cy="70" r="6" fill="rgb(255 255 255 / 0.7)" />
      <g transform="translate(312 22)">
        <circle cx="18" cy="18" r="24" fill="rgb(255 255 255 / 0.12)" />
        <path fill="#fff" d="M30 24v-3l-10-6V8a2 2 0 0 0-4 0v7L6 21v3l10-3v6l-3 2v2l5-1.3 5 1.3v-2l-3-2v-6z" />
      </g>
    </svg>
  );
}

export function HomePage({ loaderData }: { loaderData: { preset: Awaited<ReturnType<typeof loadSearchPreset>> | null } }) {
  const { preset } = loaderData;
  return (
    <>
      {/* The text around the form stays server HTML on the first load (static-html.tsx). */}
      <StaticHtml as="section" className="hero" aria-labelledby="home-title">
        <div className="hero__inner">
          <p className="hero__eyebrow">Airport shuttles</p>
          <h1 id="home-title" className="hero__title">
            The easy way to the airport
          </h1>
          <p className="hero__lead">Comfortable coaches between your town and the terminal, booked in a minute.</p>
          <HeroArt />
        </div>
      </StaticHtml>
      <div className="search-card-wrap">
        <div className="search-card">
          <h2 className="sr-only">Search trips</h2>
          {/* Another preset in the address (a client-side navigation) starts a fresh form. */}
          <SearchForm key={`${preset?.from?.code}-${preset?.to?.code}`} preset={preset} />
        </div>
      </div>
      <HomeCarousel />
      <StaticHtml as="section" className="how" aria-labelledby="how-title">
        <h2 id="how-title" className="how__title">
          How it works
        </h2>
        <ol className="how__steps">
          {STEPS.map((step, i) => (
            <li key={step.title} className="how__step">
              <span className="how__number" aria-hidden="true">
                {i + 1}
              </span>
              <h3 className="how__step-title">{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </StaticHtml>
    </>
  );
}
