import { graphql } from '../../gql';

/** A sheet's figures, as the unit's panel compares them and the sheet form fills them in. */
export const WatchFiguresFields = graphql(`
  fragment WatchFiguresFields on WatchFigures {
    registered
    accredited
    rejected
    totalValid
    votes {
      party
      votes
    }
  }
`);
