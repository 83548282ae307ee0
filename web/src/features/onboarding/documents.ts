import { graphql } from '../../gql';

export const OnboardingFields = graphql(`
  fragment OnboardingFields on OnboardingState {
    showOnboarding
    quickStartHidden
    quickStartSteps {
      id
      title
      description
      done
    }
  }
`);

export const OnboardingQuery = graphql(`
  query Onboarding {
    onboarding {
      ...OnboardingFields @unmask
    }
  }
`);

export const CompleteOnboardingMutation = graphql(`
  mutation CompleteOnboarding {
    completeOnboarding {
      ...OnboardingFields @unmask
    }
  }
`);

export const HideQuickStartMutation = graphql(`
  mutation HideQuickStart {
    hideQuickStart {
      ...OnboardingFields @unmask
    }
  }
`);
