import { graphql } from '../../gql';

export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      email
      message
    }
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(email: $email) {
      message
    }
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      message
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

export const ViewerEventsSubscription = graphql(`
  subscription ViewerEvents {
    viewerEvents {
      type
      at
    }
  }
`);

/** What the viewer may do beyond an ordinary member: one fragment for every screen that asks. */
export const ViewerPowersFields = graphql(`
  fragment ViewerPowers on User {
    id
    role
    isAdmin
    isSuperAdmin
  }
`);

export const ViewerPowersQuery = graphql(`
  query ViewerPowers {
    me {
      ...ViewerPowers
    }
  }
`);
