import { graphql } from '../../gql';

// Sent by the news page and by the home page's sidebar, each spreading its component's fragment.
export const NewsQuery = graphql(`
  query News($first: Int!, $after: String) {
    news(first: $first, after: $after) {
      edges {
        cursor
        node {
          id
          isDemo
          ...NewsStory_story
          ...WhatsHappeningCard_story
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
