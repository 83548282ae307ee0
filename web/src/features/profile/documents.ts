import { graphql } from '../../gql';

export const ProfileSettingsQuery = graphql(`
  query ProfileSettings {
    me {
      ...ProfileSettingsFields
    }
    profileOptions {
      parties {
        abbreviation
        name
      }
    }
  }
`);

export const ProfileSettingsFields = graphql(`
  fragment ProfileSettingsFields on User {
    id
    displayName
    avatarUrl
    firstName
    lastName
    email
    bio
    phoneNumber
    occupation
    interests
    membershipType
    partyAffiliation
    state
    lga
    ward
    pollingUnit
    location {
      state {
        code
        displayName
      }
      lga {
        fullCode
        displayName
      }
      ward {
        fullCode
        displayName
      }
      pollingUnit {
        puCode
        displayName
      }
    }
    isPrivateProfile
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...ProfileSettingsFields
      ...ViewerFields
    }
  }
`);
