import { Box, Button, Card, Heading, HStack, IconButton, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { UpcomingEventsQuery } from './documents';
import { EventForm } from './EventForm';
import { reportActionError } from '../../lib/signIn';
import { lagosDate } from '../../lib/format';

const SHOWN = 5;

const EventRow_event = graphql(`
  fragment EventRow_event on WardEvent {
    id
    title
    description
    location
    dateTime
    createdBy {
      id
      displayName
    }
  }
`);

export const MyWardQuery = graphql(`
  query MyWard {
    me {
      id
      isAdmin
      location {
        ward {
          fullCode
          displayName
        }
      }
    }
  }
`);

export const DeleteWardEventMutation = graphql(`
  mutation DeleteWardEvent($id: ID!) {
    deleteWardEvent(id: $id)
  }
`);

function EventRow({ canRemove, ...props }: { event: FragmentType<typeof EventRow_event>; canRemove: boolean }) {
  const event = getFragmentData(EventRow_event, props.event);
  const [remove, { loading }] = useMutation(DeleteWardEventMutation, { refetchQueries: [UpcomingEventsQuery] });
  return (
    <Box as="li" listStyleType="none" py="3" borderTopWidth="1px" _first={{ borderTopWidth: 0, pt: 0 }}>
      <HStack align="start" justify="space-between" gap="2">
        <Stack gap="0.5" minW="0">
          <Text fontSize="xs" fontWeight="semibold" color="brand.fg">
            <time dateTime={event.dateTime}>{lagosDate(event.dateTime, 'weekdayTime')}</time>
          </Text>
          <Text fontWeight="semibold">{event.title}</Text>
          <Text fontSize="sm" color="fg.muted">{event.location}</Text>
          {event.description && <Text fontSize="sm">{event.description}</Text>}
          <Text fontSize="xs" color="fg.muted">Added by {event.createdBy.displayName}</Text>
        </Stack>
        {canRemove && (
          <IconButton
            aria-label={`Remove ${event.title}`}
            size="xs"
            variant="ghost"
            loading={loading}
            onClick={() =>
              void remove({ variables: { id: event.id } }).catch((failure: unknown) =>
                reportActionError(failure, { title: 'Error', description: 'Failed to remove the event' }),
              )
            }
          >
            ✕
          </IconButton>
        )}
      </HStack>
    </Box>
  );
}

/** The ward tab's 'Events in your ward': what is coming up, soonest first, and a form to add one. */
export default function WardEventsCard() {
  // Not cached: `me` is the viewer's root field, and this partial read must never stand in for it.
  const me = useQuery(MyWardQuery, { fetchPolicy: 'no-cache' });
  const ward = me.data?.me?.location?.ward ?? null;
  const events = useQuery(UpcomingEventsQuery, { variables: { first: SHOWN }, skip: !ward });
  const [adding, setAdding] = useState(false);
  const viewer = me.data?.me;
  const list = events.data?.upcomingEvents.edges.map((edge) => edge.node) ?? [];

  return (
    <Card.Root as="section" aria-labelledby="ward-events-heading" id="ward-events" rounded="xl" size="sm">
      <Card.Header pb="1">
        <HStack justify="space-between" gap="2">
          <Heading as="h2" size="sm" id="ward-events-heading">
            {ward ? `Events in ${ward.displayName}` : 'Events in your ward'}
          </Heading>
          {ward && !adding && (
            <Button size="xs" variant="outline" colorPalette="brand" onClick={() => setAdding(true)}>
              Add event
            </Button>
          )}
        </HStack>
      </Card.Header>
      <Card.Body pt="2" gap="3">
        {me.loading ? (
          <Skeleton h="10" />
        ) : !ward ? (
          <Text fontSize="sm" color="fg.muted">
            <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
              <RouterLink to="/profile/settings">Add your ward</RouterLink>
            </Link>{' '}
            to see and add meetings, rallies and town halls near you.
          </Text>
        ) : (
          <>
            {adding && <EventForm onDone={() => setAdding(false)} />}
            {events.loading && !events.data ? (
              <Skeleton h="10" />
            ) : events.error && !events.data ? (
              <Text fontSize="sm" role="alert">Failed to fetch events</Text>
            ) : list.length === 0 ? (
              !adding && <Text fontSize="sm" color="fg.muted">No upcoming events in your ward. Add the next meeting so neighbours can come.</Text>
            ) : (
              <Stack as="ul" gap="0">
                {list.map((event) => (
                  <EventRow key={event.id} event={event} canRemove={Boolean(viewer && (viewer.isAdmin || event.createdBy.id === viewer.id))} />
                ))}
              </Stack>
            )}
          </>
        )}
      </Card.Body>
    </Card.Root>
  );
}
