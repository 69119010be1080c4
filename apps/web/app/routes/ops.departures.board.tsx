import { useParams } from 'react-router';
import { BoardPage } from '../ops/boarding/board-page';

export function meta() {
  return [{ title: 'Boarding | Landline Operations' }, { name: 'robots', content: 'noindex, nofollow' }];
}

export default function Page() {
  const trip = Number(useParams().trip);
  return <BoardPage key={trip} trip={trip} />;
}
