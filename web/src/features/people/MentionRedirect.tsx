import { useQuery } from '@apollo/client/react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSkeleton } from '../../components/PageSkeleton';
import { MemberByHandleQuery } from './documents';
import { ProfileLoadError } from './ProfileLoadError';
import { ProfileNotFound } from './ProfileNotFound';

/**
 * /profile/@handle, where an @mention links: finds the member and moves to /profile/{id}
 * (keeping ?returnTo), or says 'Profile not found' when nobody the viewer may see has it.
 */
export function MentionRedirect({ handle, returnTo }: { handle: string; returnTo: string }) {
  const { search } = useLocation();
  const { data, error, refetch } = useQuery(MemberByHandleQuery, { variables: { handle } });
  if (data) {
    if (!data.memberByHandle) return <ProfileNotFound returnTo={returnTo} />;
    return <Navigate replace to={`/profile/${data.memberByHandle.id}${search}`} />;
  }
  if (error) return <ProfileLoadError onRetry={() => void refetch()} />;
  return <PageSkeleton />;
}
