import { graphql } from '../../gql';

export const WatchAreaFields = graphql(`
  fragment WatchAreaFields on WatchArea {
    code
    level
    name
    latitude
    longitude
    crowdUnits
    verifiedUnits
    flaggedUnits
    incidents {
      total
      open
      corroborated
      verified
    }
  }
`);

export const WatchSummaryFields = graphql(`
  fragment WatchSummaryFields on WatchSummary {
    electionId
    trail {
      code
      name
    }
    area {
      ...WatchAreaFields @unmask
    }
    children {
      ...WatchAreaFields @unmask
    }
  }
`);

export const WatchPageQuery = graphql(`
  query WatchPage($place: String, $electionId: ID) {
    me {
      ...ViewerPowers @unmask
      state
      lga
      ward
      pollingUnit
    }
    electionSummary(electionId: $electionId) {
      election {
        id
        name
        status
        source
        candidates {
          party {
            abbreviation
          }
        }
      }
    }
    watchSummary(place: $place, electionId: $electionId) {
      ...WatchSummaryFields @unmask
    }
  }
`);

export const WatchUpdatedSubscription = graphql(`
  subscription WatchUpdated($place: String, $electionId: ID) {
    watchUpdated(place: $place, electionId: $electionId) {
      ...WatchSummaryFields @unmask
    }
  }
`);

export const IncidentFields = graphql(`
  fragment IncidentFields on WatchIncident {
    id
    puCode
    category
    categoryLabel
    description
    occurredAt
    reportedAt
    photoUrl
    status
    confirmations
    wardSupport
    supportNeeded
    reviewReason
    synthetic
    viewerIsReporter
    viewerConfirmed
    pollingUnit {
      puCode
      displayName
      ward {
        fullCode
        displayName
      }
    }
  }
`);

export const IncidentsQuery = graphql(`
  query Incidents($electionId: ID, $place: String, $category: IncidentCategory, $status: IncidentStatus, $after: String) {
    incidents(electionId: $electionId, place: $place, category: $category, status: $status, first: 20, after: $after) {
      edges {
        node {
          ...IncidentFields @unmask
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const ReportIncidentMutation = graphql(`
  mutation ReportIncident($input: ReportIncidentInput!) {
    reportIncident(input: $input) {
      ...IncidentFields @unmask
    }
  }
`);

export const ConfirmIncidentMutation = graphql(`
  mutation ConfirmIncident($id: ID!) {
    confirmIncident(id: $id) {
      ...IncidentFields @unmask
    }
  }
`);

export const ReviewIncidentMutation = graphql(`
  mutation ReviewIncident($id: ID!, $decision: IncidentDecision!, $reason: String!) {
    reviewIncident(id: $id, decision: $decision, reason: $reason) {
      ...IncidentFields @unmask
      reviewedAt
    }
  }
`);

export const ReviewQueueQuery = graphql(`
  query IncidentReviewQueue($after: String) {
    incidentReviewQueue(first: 20, after: $after) {
      edges {
        node {
          ...IncidentFields @unmask
          reporter {
            id
            displayName
            handle
          }
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const FiguresFields = graphql(`
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

export const UnitWatchFields = graphql(`
  fragment UnitWatchFields on UnitWatch {
    puCode
    electionId
    crowdStatus
    submissions
    agreeing
    largestGap
    officialSource
    viewerCanSubmit
    crowd {
      ...WatchFiguresFields @unmask
    }
    official {
      ...WatchFiguresFields @unmask
    }
    viewerReading {
      ...WatchFiguresFields @unmask
    }
    readings {
      submissions
      viewerSubmitted
      photoUrls
      figures {
        ...WatchFiguresFields @unmask
      }
    }
    differences {
      figure
      label
      gap
      values {
        source
        value
        submissions
        sheetSource
      }
    }
    incidents {
      total
      open
      corroborated
      verified
    }
    pollingUnit {
      ...PollingUnitPlaces @unmask
    }
  }
`);

export const UnitWatchQuery = graphql(`
  query UnitWatch($pollingUnit: String!, $electionId: ID) {
    unitWatch(pollingUnit: $pollingUnit, electionId: $electionId) {
      ...UnitWatchFields @unmask
    }
  }
`);

export const SubmitResultSheetMutation = graphql(`
  mutation SubmitResultSheet($input: CrowdSheetInput!) {
    submitResultSheet(input: $input) {
      ...UnitWatchFields @unmask
    }
  }
`);

export const FlaggedUnitsQuery = graphql(`
  query FlaggedUnits($place: String, $electionId: ID) {
    flaggedUnits(place: $place, electionId: $electionId, first: 20) {
      puCode
      largestGap
      officialSource
      differences {
        figure
        label
        gap
      }
      pollingUnit {
        displayName
        ward {
          displayName
        }
      }
    }
  }
`);
