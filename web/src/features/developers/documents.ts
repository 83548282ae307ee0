import { graphql } from '../../gql';

export const PublicApiQuery = graphql(`
  query PublicApi {
    publicApi {
      introspection
      liveTickMs
      anonymousRequestsPerMinute
      anonymousSocketsPerAddress
      maxDepth
      maxAliases
      maxCost
      cacheSeconds {
        liveResults
        lists
        geography
      }
    }
  }
`);
