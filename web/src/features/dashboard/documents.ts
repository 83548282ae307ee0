import { graphql } from '../../gql';

export const CivicDashboardQuery = graphql(`
  query CivicDashboard {
    civicDashboard {
      totalPoints
      level
      rank
      nextLevelPoints
      completedActivities
      currentStreak
      longestStreak
      activities {
        id
        type
        title
        description
        points
        progress
        maxProgress
        deadline
        completed
      }
      achievements {
        id
        title
        description
        icon
        points
        unlocked
        unlockedAt
      }
      recentActivity {
        id
        kind
        title
        points
        createdAt
      }
    }
    me {
      id
      ward
      location {
        ward {
          displayName
        }
        lga {
          displayName
        }
      }
    }
  }
`);

export const LocalEventsQuery = graphql(`
  query LocalEvents {
    upcomingEvents(first: 3) {
      edges {
        node {
          id
          title
          location
          dateTime
        }
      }
    }
  }
`);
