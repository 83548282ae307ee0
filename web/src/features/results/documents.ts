import { graphql } from '../../gql';

export const AreaResultFields = graphql(`
  fragment AreaResultFields on AreaResult {
    code
    level
    name
    status
    reportingUnits
    totalPollingUnits
    uploadProgress
    reportingLGAs
    totalLGAs
    registeredVoters
    accreditedVoters
    validVotes
    voterTurnout
    leadingParty
    lastUpdated
    results {
      party
      partyName
      candidate
      color
      votes
      percentage
    }
  }
`);

export const SummaryFields = graphql(`
  fragment SummaryFields on ElectionSummary {
    electionType
    registeredVoters
    voterTurnout
    uploadProgress
    resultsUploaded
    resultsVerified
    totalPollingUnits
    totalValidVotes
    leadingParty
    lastUpdated
    election {
      id
      type
      name
      description
      date
      status
      source
      sourceNote
      replayClock
    }
    activeElections {
      id
      type
      name
      status
      uploadProgress
    }
  }
`);

export const PartyAnalysisFields = graphql(`
  fragment PartyAnalysisFields on PartyAnalysis {
    party
    partyName
    candidate
    color
    totalVotes
    percentage
    statesWon
    strongholds
  }
`);

export const ResultsPortalQuery = graphql(`
  query ResultsPortal($type: ElectionType, $electionId: ID) {
    elections {
      id
      type
      name
      status
      source
      date
    }
    electionSummary(type: $type, electionId: $electionId) {
      ...SummaryFields
    }
    stateResults(type: $type, electionId: $electionId) {
      ...AreaResultFields
    }
    partyAnalysis(type: $type, electionId: $electionId) {
      ...PartyAnalysisFields
    }
    liveUpdates(type: $type, electionId: $electionId, first: 5) {
      id
      type
      message
      timestamp
    }
  }
`);

export const ResultsUpdatedSubscription = graphql(`
  subscription ResultsUpdated($electionId: ID!) {
    resultsUpdated(electionId: $electionId) {
      electionId
      summary {
        ...SummaryFields
      }
      states {
        ...AreaResultFields
      }
      partyAnalysis {
        ...PartyAnalysisFields
      }
    }
  }
`);

export const LiveUpdatesSubscription = graphql(`
  subscription LiveUpdatesPushed($electionId: ID!) {
    liveUpdates(electionId: $electionId) {
      id
      type
      message
      timestamp
    }
  }
`);

export const ResultsAreaQuery = graphql(`
  query ResultsArea($electionId: ID!, $code: String!) {
    resultsArea(electionId: $electionId, code: $code) {
      area {
        ...AreaResultFields
      }
      children {
        ...AreaResultFields
      }
      pollingUnits {
        puCode
        name
        verified
        current {
          id
          registered
          accredited
          rejected
          validVotes
          uploadedAt
          sheetUrl
          source
          results {
            party
            votes
            color
            percentage
          }
        }
      }
    }
  }
`);
