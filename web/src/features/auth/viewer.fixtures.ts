import { graphql, HttpResponse } from 'msw';
import type { Role } from '../../gql/graphql';
import { server } from '../../test/server';

/** The signed-in viewer's powers as the api answers them (an administrator's role follows from the flags). */
export function serveViewerPowers(id: string, { isAdmin = false, isSuperAdmin = false, role }: { isAdmin?: boolean; isSuperAdmin?: boolean; role?: Role } = {}) {
  const me = { __typename: 'User' as const, id, isAdmin, isSuperAdmin, role: role ?? (isSuperAdmin ? 'SUPER_ADMIN' : isAdmin ? 'ADMIN' : 'USER') };
  server.use(graphql.query('ViewerPowers', () => HttpResponse.json({ data: { me } })));
}
