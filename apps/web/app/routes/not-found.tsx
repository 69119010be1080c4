import { data, Link } from 'react-router';

/** The page is answered with 404 (crawlers and monitors see the address is wrong). */
export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Page not found | Landline' }];
}

export default function NotFound() {
  return (
    <div className="page page--center">
      <h1>Page not found</h1>
      <p>There is no page at this address.</p>
      <p>
        <Link className="button button--primary" to="/">
          Book a trip
        </Link>
      </p>
    </div>
  );
}
