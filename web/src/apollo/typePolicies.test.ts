import { ApolloClient, ApolloLink, type TypedDocumentNode } from '@apollo/client';
import { parse } from 'graphql';
import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createApolloClient } from './client';
import { addToList, removeFromList } from './typePolicies';

interface Connection {
  edges: { node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
interface Paging {
  first?: number;
  after?: string;
}

// Lists as the screens ask for them (parsed here, so codegen leaves them out of the app); the
// cache is the app's own (createApolloClient).
const NewsPages: TypedDocumentNode<{ news: Connection }, Paging> = parse(`
  query NewsPages($first: Int!, $after: String) {
    news(first: $first, after: $after) {
      edges { cursor node { id } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
const NotificationPages: TypedDocumentNode<{ notifications: Connection }, Paging> = parse(`
  query NotificationPages($first: Int!, $after: String) {
    notifications(first: $first, after: $after) {
      edges { cursor node { id read } }
      pageInfo { hasNextPage endCursor }
    }
  }
`);
const CommentPages: TypedDocumentNode<{ comments: { nodes: { id: string }[]; totalCount: number } }, Paging & { postId: string }> = parse(`
  query CommentPages($postId: ID!, $after: String) {
    comments(postId: $postId, after: $after) {
      nodes { id }
      totalCount
      pageInfo { hasNextPage endCursor }
    }
  }
`);
const Notification = parse('fragment Added on Notification { id read }');

const cache = () => createApolloClient({ httpUri: 'http://localhost/graphql', subscriptionLink: ApolloLink.empty() }).cache;

const page = (typename: string, ids: string[], hasNextPage: boolean) => ({
  __typename: `${typename}Connection`,
  edges: ids.map((id) => ({ __typename: `${typename}Edge`, cursor: id, node: { __typename: typename, id, ...(typename === 'Notification' ? { read: false } : {}) } })),
  pageInfo: { __typename: 'PageInfo', hasNextPage, endCursor: ids.at(-1) ?? null },
});
const news = (ids: string[], hasNextPage = true) => ({ news: page('NewsItem', ids, hasNextPage) });
const notifications = (ids: string[], hasNextPage = true) => ({ notifications: page('Notification', ids, hasNextPage) });

const newsIds = (c: ReturnType<typeof cache>) => c.readQuery({ query: NewsPages, variables: { first: 2 } })?.news.edges.map((edge) => edge.node.id);
const notificationIds = (c: ReturnType<typeof cache>) =>
  c.readQuery({ query: NotificationPages, variables: { first: 2 } })?.notifications.edges.map((edge) => edge.node.id);

describe('paged lists in the cache', () => {
  it('shows the next page below the first, in order, and whether more follow', () => {
    const c = cache();
    c.writeQuery({ query: NewsPages, variables: { first: 2 }, data: news(['n1', 'n2']) });
    c.writeQuery({ query: NewsPages, variables: { first: 2, after: 'n2' }, data: news(['n3', 'n4'], false) });
    const read = c.readQuery({ query: NewsPages, variables: { first: 2 } });
    expect(read?.news.edges.map((edge) => edge.node.id)).toEqual(['n1', 'n2', 'n3', 'n4']);
    expect(read?.news.pageInfo).toMatchObject({ hasNextPage: false, endCursor: 'n4' });
  });

  it('lists a story once when it climbs into the next page while the reader scrolls', () => {
    const c = cache();
    c.writeQuery({ query: NewsPages, variables: { first: 2 }, data: news(['n1', 'n2']) });
    c.writeQuery({ query: NewsPages, variables: { first: 2, after: 'n2' }, data: news(['n2', 'n3']) });
    expect(newsIds(c)).toEqual(['n1', 'n2', 'n3']);
  });

  it('replaces the whole list with a refetched first page rather than adding it again', () => {
    const c = cache();
    c.writeQuery({ query: NewsPages, variables: { first: 2 }, data: news(['n1', 'n2']) });
    c.writeQuery({ query: NewsPages, variables: { first: 2, after: 'n2' }, data: news(['n3', 'n4']) });
    c.writeQuery({ query: NewsPages, variables: { first: 2 }, data: news(['n0', 'n1']) });
    expect(newsIds(c)).toEqual(['n0', 'n1']);
  });

  it('keeps the older notifications scrolled to when a poll refreshes the top of the list', () => {
    const c = cache();
    c.writeQuery({ query: NotificationPages, variables: { first: 2 }, data: notifications(['b', 'c']) });
    c.writeQuery({ query: NotificationPages, variables: { first: 2, after: 'c' }, data: notifications(['d', 'e']) });
    c.writeQuery({ query: NotificationPages, variables: { first: 2 }, data: notifications(['a', 'b']) });
    expect(notificationIds(c)).toEqual(['a', 'b', 'c', 'd', 'e']);
    // A first page that no longer reaches the loaded ones replaces them.
    c.writeQuery({ query: NotificationPages, variables: { first: 2 }, data: notifications(['y', 'z']) });
    expect(notificationIds(c)).toEqual(['y', 'z']);
  });

  it('puts a live notification on top once, and the next page then adds no copy of anything listed', () => {
    const c = cache();
    c.writeQuery({ query: NotificationPages, variables: { first: 2 }, data: notifications(['b', 'c']) });
    const added = { __typename: 'Notification', id: 'a', read: false };
    c.writeFragment({ fragment: Notification, data: added });
    addToList(c, { field: 'notifications', item: added, at: 'top' });
    addToList(c, { field: 'notifications', item: added, at: 'top' }); // from the subscription and the refresh both
    expect(notificationIds(c)).toEqual(['a', 'b', 'c']);
    // The server's next page after 'c' was counted before 'a' arrived, so it starts with 'c' again.
    c.writeQuery({ query: NotificationPages, variables: { first: 2, after: 'c' }, data: notifications(['c', 'd'], false) });
    expect(notificationIds(c)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('adds a comment just written at the end of its post’s thread and counts it; a deleted one leaves both', () => {
    const c = cache();
    const comments = (ids: string[]) => ({
      comments: {
        __typename: 'CommentConnection',
        nodes: ids.map((id) => ({ __typename: 'Comment', id })),
        totalCount: ids.length,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: ids.at(-1) ?? null },
      },
    });
    c.writeQuery({ query: CommentPages, variables: { postId: 'p1' }, data: comments(['c1']) });
    c.writeQuery({ query: CommentPages, variables: { postId: 'p2' }, data: comments(['c9']) });
    const written = { __typename: 'Comment', id: 'c2' };
    c.writeFragment({ fragment: parse('fragment Written on Comment { id }'), data: written });
    addToList(c, { field: 'comments', args: { postId: 'p1' }, item: written, at: 'bottom' });
    const thread = (postId: string) => c.readQuery({ query: CommentPages, variables: { postId } })?.comments;
    expect(thread('p1')).toMatchObject({ totalCount: 2, nodes: [{ id: 'c1' }, { id: 'c2' }] });
    expect(thread('p2')).toMatchObject({ totalCount: 1, nodes: [{ id: 'c9' }] });
    removeFromList(c, { field: 'comments', args: { postId: 'p1' }, removes: (ref) => c.identify(ref) === 'Comment:c1' });
    expect(thread('p1')).toMatchObject({ totalCount: 1, nodes: [{ id: 'c2' }] });
  });

  it('drops an item deleted from the cache from its list instead of failing the list', () => {
    const c = cache();
    c.writeQuery({ query: NewsPages, variables: { first: 2 }, data: news(['n1', 'n2']) });
    c.evict({ id: 'NewsItem:n1' });
    expect(newsIds(c)).toEqual(['n2']);
  });
});

interface Onboarding {
  showOnboarding: boolean;
  quickStartHidden: boolean;
  quickStartSteps: { id: string; done: boolean }[];
}
const onboardingFields = 'showOnboarding quickStartHidden quickStartSteps { id done }';
const OnboardingShown: TypedDocumentNode<{ onboarding: Onboarding }> = parse(`query OnboardingShown { onboarding { ${onboardingFields} } }`);
const HideQuickStart = parse(`mutation HideQuickStart { hideQuickStart { ${onboardingFields} } }`);
const CompleteOnboarding = parse(`mutation CompleteOnboarding { completeOnboarding { ${onboardingFields} } }`);

const onboarding = (showOnboarding: boolean, quickStartHidden: boolean) => ({
  __typename: 'OnboardingState',
  showOnboarding,
  quickStartHidden,
  quickStartSteps: [{ __typename: 'QuickStartStep', id: 'location', done: true }],
});

describe('the viewer’s onboarding in the cache', () => {
  it('puts Quick Start and the welcome away where the screens read them, from the mutations’ answers alone', async () => {
    const c = cache();
    c.writeQuery({ query: OnboardingShown, data: { onboarding: onboarding(true, false) } });
    // The api answers the two mutations only: nothing is fetched again.
    const answers: Record<string, object> = {
      HideQuickStart: { hideQuickStart: onboarding(true, true) },
      CompleteOnboarding: { completeOnboarding: onboarding(false, true) },
    };
    const client = new ApolloClient({ cache: c, link: new ApolloLink((operation) => of({ data: answers[operation.operationName!] })) });
    const shown = () => c.readQuery({ query: OnboardingShown })?.onboarding;

    await client.mutate({ mutation: HideQuickStart });
    expect(shown()).toMatchObject({ quickStartHidden: true, showOnboarding: true });
    await client.mutate({ mutation: CompleteOnboarding });
    expect(shown()).toMatchObject({ quickStartHidden: true, showOnboarding: false });
  });
});
