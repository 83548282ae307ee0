import { graphql } from '../../gql';

/** Asked by the welcome and the sidebar; the state is one object in the cache (apollo/typePolicies.ts). */
export const OnboardingQuery = graphql(`
  query Onboarding {
    onboarding {
      ...OnboardingModal_state
      ...LeftSidebar_state
    }
  }
`);
