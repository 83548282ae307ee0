import { useLocation } from 'react-router-dom';

/**
 * /profile/{id}?returnTo=… so the profile's back link returns to this tab or page (SPEC §2).
 * Also takes '@handle' (an @mention), which the profile page resolves to the member's id.
 */
export function useProfileHref() {
  const location = useLocation();
  const returnTo = encodeURIComponent(location.pathname + location.search);
  return (userId: string) => `/profile/${encodeURIComponent(userId).replace(/^%40/, '@')}?returnTo=${returnTo}`;
}
