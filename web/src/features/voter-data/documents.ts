import { graphql } from '../../gql';

export const VoterRegisterQuery = graphql(`
  query VoterRegister {
    voterRegister {
      registerName
      totalRegisteredVoters
      totalPollingUnits
      totalNewRegistrations
      newRegistrationsAsOf
      totalPVCsCollected
      ongoingCVR
      registrationPortalUrl
      nextElections {
        type
        date
      }
      sources {
        label
        source
        url
      }
      importedRegister {
        id
        ...VoterLookupForm_register
      }
    }
  }
`);

export const CollectVoterDataQuery = graphql(`
  query CollectVoterData {
    collectVoterData {
      totalPollingUnits
      totalWards
      totalLgas
      totalStates
      totalRegisteredVoters
      totalNewRegistrations
      totalPVCsCollected
      collectedAt
      elections {
        name
        date
        registered
        accredited
        validVotes
      }
      importedRegister {
        id
        ...CollectedFigures_register
      }
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
