import { useQuery } from '@apollo/client/react';
import { getFragmentData } from '../../gql';
import type { Role } from '../../gql/graphql';
import { ViewerPowersFields, ViewerPowersQuery } from './documents';

export interface ViewerPowers {
  role: Role | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** True until the first answer (a screen that only admins may open waits for it). */
  loading: boolean;
  error: unknown;
}

/**
 * The viewer's powers (none for a visitor), asked once and kept in the cache for the session, as
 * SPEC §9 asks; `fresh` asks the api again, for a screen whose access depends on them.
 */
export function useViewerPowers({ skip = false, fresh = false }: { skip?: boolean; fresh?: boolean } = {}): ViewerPowers {
  const { data, loading, error } = useQuery(ViewerPowersQuery, { skip, fetchPolicy: fresh ? 'cache-and-network' : 'cache-first' });
  const me = getFragmentData(ViewerPowersFields, data?.me);
  return { role: me?.role ?? null, isAdmin: !!me?.isAdmin, isSuperAdmin: !!me?.isSuperAdmin, loading: !data && loading, error };
}
