import { graphql } from '../../gql';

export const NewsItemFields = graphql(`
  fragment NewsItemFields on NewsItem {
    id
    title
    description
    source
    url
    urlToImage
    publishedAt
    isDemo
  }
`);

export const NewsQuery = graphql(`
  query News($first: Int!, $after: String) {
    news(first: $first, after: $after) {
      edges {
        cursor
        node {
          ...NewsItemFields @unmask
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);
