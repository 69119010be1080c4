import { redirect } from 'react-router';

/** Fargo and LaCrosse paths (also under /landline) go to the MSP page. */
export function clientLoader() {
  return redirect('/msp');
}

export default function MspRedirect() {
  return null;
}
