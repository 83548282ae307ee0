import { ApolloLink } from '@apollo/client';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind } from 'graphql';
import { filter } from 'rxjs';
import type * as Client from './client';

/** The root field a subscription asks for ('messageAdded'). */
function rootField(operation: ApolloLink.Operation): string | null {
  const definition = getMainDefinition(operation.query);
  const field = definition.selectionSet.selections[0];
  return field?.kind === Kind.FIELD ? (field.alias ?? field.name).value : null;
}

/**
 * Tests: the app's subscriptions share one stream of events the test pushes; like a server,
 * hand each subscription only the events for its own field.
 */
export function eventsForOwnField(link: ApolloLink): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const field = rootField(operation);
    return link.request(operation, forward).pipe(filter((result) => !field || (result.data != null && field in result.data)));
  });
}

/** For `vi.mock('…/apollo/client', …)`: the real client, with subscription events routed by field. */
export function withRoutedSubscriptions(actual: typeof Client): typeof Client {
  return {
    ...actual,
    createApolloClient: (options = {}) =>
      actual.createApolloClient({
        ...options,
        subscriptionLink: options.subscriptionLink && eventsForOwnField(options.subscriptionLink),
      }),
  };
}
