import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { createOfflineLink } from './offline';
import { getSocketStatus, setSocketStatus, socketClosedBySession } from './socket';
import { typePolicies } from './typePolicies';

interface ClientOptions {
  /** HTTP endpoint; tests pass an absolute URL because Node's fetch rejects relative ones. */
  httpUri?: string;
  /** Link for subscriptions; defaults to graphql-ws on the same origin. */
  subscriptionLink?: ApolloLink;
}

function sameOriginWsUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/graphql`;
}

async function loadWsLink(): Promise<ApolloLink> {
  const [{ createClient }, { GraphQLWsLink }] = await Promise.all([
    import('graphql-ws/client'),
    import('@apollo/client/link/subscriptions'),
  ]);
  return new GraphQLWsLink(
    createClient({
      url: sameOriginWsUrl(),
      lazy: true,
      retryAttempts: Infinity,
      shouldRetry: () => true,
      // Exponential backoff with jitter, capped at 30 s, so a flapping phone network is not hammered.
      retryWait: (retries) =>
        new Promise((resolve) =>
          setTimeout(resolve, Math.min(30_000, 1000 * 2 ** retries) + Math.random() * 1000),
        ),
      // Screens poll while the socket is down (socket.ts); a retry keeps it down until connected.
      on: {
        connecting: () => getSocketStatus() === 'idle' && setSocketStatus('connecting'),
        connected: () => setSocketStatus('open'),
        // 1000: closed on purpose, after the last subscription ended (lazy).
        closed: (event) => {
          const { code, reason } = (event as { code?: number; reason?: string } | null) ?? {};
          setSocketStatus(code === 1000 ? 'idle' : 'down');
          if (code !== undefined) socketClosedBySession(code, reason);
        },
        error: () => setSocketStatus('down'),
      },
    }),
  );
}

/** graphql-ws is fetched on the first subscription (visitors never open one), not in the first load. */
function createLazyWsLink(): ApolloLink {
  let wsLink: Promise<ApolloLink> | null = null;
  return new ApolloLink(
    (operation, forward) =>
      new Observable((observer) => {
        let inner: Subscription | null = null;
        let closed = false;
        (wsLink ??= loadWsLink()).then(
          (link) => {
            if (!closed) inner = link.request(operation, forward).subscribe(observer);
          },
          (error: unknown) => {
            setSocketStatus('down');
            wsLink = null; // a chunk that failed to load is fetched again by the next subscription
            observer.error(error);
          },
        );
        return () => {
          closed = true;
          inner?.unsubscribe();
        };
      }),
  );
}

function isSubscription({ query }: ApolloLink.Operation): boolean {
  const definition = getMainDefinition(query);
  return (
    definition.kind === Kind.OPERATION_DEFINITION &&
    definition.operation === OperationTypeNode.SUBSCRIPTION
  );
}

export function createApolloClient({ httpUri = '/graphql', subscriptionLink }: ClientOptions = {}) {
  const httpLink = new HttpLink({
    uri: httpUri,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  });

  return new ApolloClient({
    link: ApolloLink.split(isSubscription, subscriptionLink ?? createLazyWsLink(), ApolloLink.from([createOfflineLink(), httpLink])),
    // Every list's paging and the other field policies, declared once here (typePolicies.ts).
    cache: new InMemoryCache({ typePolicies }),
  });
}
