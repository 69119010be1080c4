import { Link } from 'react-router';

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
