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
      ...SummaryFields @unmask
    }
    stateResults(type: $type, electionId: $electionId) {
      ...AreaResultFields @unmask
    }
    partyAnalysis(type: $type, electionId: $electionId) {
      ...PartyAnalysisFields @unmask
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
        ...SummaryFields @unmask
      }
      states {
        ...AreaResultFields @unmask
      }
      partyAnalysis {
        ...PartyAnalysisFields @unmask
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
        ...AreaResultFields @unmask
      }
      children {
        ...AreaResultFields @unmask
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
