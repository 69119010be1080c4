import { pageMeta } from '../content/types';
import { FORMS_META } from '../staff/forms';
import { FormsPage } from '../staff/forms-page';

/** A staff page: public (staff open it anywhere) but kept out of search results (decision 230). */
export function meta() {
  return [...pageMeta(FORMS_META), { name: 'robots', content: 'noindex' }];
}

export default function Forms() {
  return <FormsPage />;
}
