import { redirect } from 'react-router';

/** Fargo and LaCrosse paths (also under /landline) moved to the MSP page for good. */
export function loader() {
  return redirect('/msp', 301);
}

export default function MspRedirect() {
  return null;
}
