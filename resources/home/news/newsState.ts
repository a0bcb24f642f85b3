import type { HomeMessage } from '../../../contracts/home/messages';

export type NewsState = 'live' | 'scheduled' | 'ended' | 'inactive';

/** Whether a news item shows on the home page now, will, did, or is hidden. */
export function newsState(
  news: Pick<HomeMessage, 'active' | 'publishFrom' | 'publishTo'>,
  now = new Date(),
): NewsState {
  if (!news.active) return 'inactive';
  const at = now.toISOString();
  if (news.publishFrom > at) return 'scheduled';
  if (news.publishTo && news.publishTo <= at) return 'ended';
  return 'live';
}
