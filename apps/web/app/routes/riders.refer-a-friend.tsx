import { pageMeta } from '../content/types';
import { REFER_META } from '../riders/refer-a-friend';
import { ReferAFriendPage } from '../riders/refer-a-friend-page';

export function meta() {
  return pageMeta(REFER_META);
}

export default function ReferAFriend() {
  return <ReferAFriendPage />;
}
