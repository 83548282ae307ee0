import { graphql } from '../../gql';

export const WardEventFields = graphql(`
  fragment WardEventFields on WardEvent {
    id
    title
    description
    location
    dateTime
    ward
    createdBy {
      id
      displayName
    }
  }
`);

export const MyWardQuery = graphql(`
  query MyWard {
    me {
      id
      isAdmin
      location {
        ward {
          fullCode
          displayName
        }
      }
    }
  }
`);

export const UpcomingEventsQuery = graphql(`
  query UpcomingEvents($first: Int!) {
    upcomingEvents(first: $first) {
      edges {
        node {
          ...WardEventFields @unmask
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const CreateWardEventMutation = graphql(`
  mutation CreateWardEvent($input: CreateWardEventInput!) {
    createWardEvent(input: $input) {
      ...WardEventFields @unmask
    }
  }
`);

export const DeleteWardEventMutation = graphql(`
  mutation DeleteWardEvent($id: ID!) {
    deleteWardEvent(id: $id)
  }
`);
