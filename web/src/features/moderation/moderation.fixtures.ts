import { graphql, HttpResponse } from 'msw';
import type { LogRow_ActionFragment, ReportGroupCard_GroupFragment } from '../../gql/graphql';
import { server } from '../../test/server';
import { ModerationLogQuery } from './documents';

export function makeGroup(overrides: Partial<ReportGroupCard_GroupFragment> = {}): ReportGroupCard_GroupFragment {
  const group = {
    __typename: 'ReportGroup',
    id: 'post:p9',
    contentType: 'POST' as const,
    contentId: 'p9',
    reportsCount: 2,
    latestReportAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    reasons: [{ __typename: 'ReasonCount', reason: 'misinformation', label: 'False information about voting or results', count: 2 }],
    reports: [
      {
        __typename: 'ReportEntry',
        id: 'r1',
        reasonLabel: 'False information about voting or results',
        description: 'INEC never said this',
        createdAt: new Date(Date.now() - 10 * 60_000).toISOString(),
        reporter: { __typename: 'User', id: 'u3', displayName: 'Chidi Nwosu', handle: 'chidi' },
      },
      {
        __typename: 'ReportEntry',
        id: 'r2',
        reasonLabel: 'False information about voting or results',
        description: null,
        createdAt: new Date(Date.now() - 30 * 60_000).toISOString(),
        reporter: { __typename: 'User', id: 'u4', displayName: 'Hauwa Bello', handle: 'hauwa' },
      },
    ],
    content: {
      __typename: 'ReportedContent',
      id: 'p9',
      text: 'The election has moved to Monday, stay home on Saturday',
      imageUrl: null,
      createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
      context: null,
      postId: 'p9',
      isModerated: false,
      isRemoved: false,
      isDeleted: false,
      moderationReason: null,
      author: { __typename: 'User', id: 'u2', displayName: 'Bola Ade', handle: 'bola', avatarUrl: '/avatars/u2.png', isAdmin: false },
    },
  };
  return { ...group, ...overrides };
}

export function makeAction(overrides: Partial<LogRow_ActionFragment> = {}): LogRow_ActionFragment {
  const action = {
    __typename: 'ModerationAction',
    id: 'a1',
    action: 'HIDE' as const,
    contentType: 'POST' as const,
    contentId: 'p9',
    reason: 'False claim about the election date',
    duration: null,
    isActive: true,
    isReversible: true,
    createdAt: '2026-11-20T09:30:00.000Z',
    expiresAt: null,
    reversedAt: null,
    reversalReason: null,
    contentPreview: 'The election has moved to Monday, stay home on Saturday',
    postId: 'p9',
    grantedRole: null,
    moderator: { __typename: 'User', id: 'u1', displayName: 'Ada Obi' },
    reversedBy: null,
    targetUser: { __typename: 'User', id: 'u2', displayName: 'Bola Ade', handle: 'bola' },
  };
  return { ...action, ...overrides };
}

export function serveLog(actions: LogRow_ActionFragment[]) {
  server.use(
    graphql.query(ModerationLogQuery, () => {
      const data = { moderationLog: connection('ModerationAction', actions) };
      return HttpResponse.json({ data });
    }),
  );
}

/** A one-page Relay connection of these nodes, as the api answers. */
export function connection<T extends { id: string }>(name: string, nodes: T[]) {
  return {
    __typename: `${name}Connection`,
    edges: nodes.map((node) => ({ __typename: `${name}Edge`, cursor: node.id, node })),
    pageInfo: { __typename: 'PageInfo' as const, hasNextPage: false, endCursor: null },
  };
}
