import { graphql } from '../../gql';

export const VoterRegisterQuery = graphql(`
  query VoterRegister {
    voterRegister {
      registerName
      totalRegisteredVoters
      totalPollingUnits
      totalNewRegistrations
      totalPVCsCollected
      ongoingCVR
      registrationPortalUrl
    }
  }
`);

export const ValidatePollingUnitQuery = graphql(`
  query ValidatePollingUnit($state: String!, $lga: String!, $ward: String!, $pollingUnit: String!) {
    validatePollingUnit(state: $state, lga: $lga, ward: $ward, pollingUnit: $pollingUnit) {
      valid
      reason
      pollingUnit {
        puCode
        displayName
      }
      ward {
        fullCode
        displayName
      }
      lga {
        fullCode
        displayName
      }
    }
  }
`);
