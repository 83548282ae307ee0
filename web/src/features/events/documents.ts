import { graphql } from '../../gql';

// Sent by the ward's events card and refetched by the form that adds one.

export const UpcomingEventsQuery = graphql(`
  query UpcomingEvents($first: Int!) {
    upcomingEvents(first: $first) {
      edges {
        node {
          id
          createdBy {
            id
          }
          ...EventRow_event
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

