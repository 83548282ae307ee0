import { Badge, Box, Button, Card, HStack, Image, Stack, Text, Textarea } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { FormField } from '../../components/FormField';
import { toast } from '../../components/toast';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import type { IncidentDecision } from '../../gql/graphql';
import { STATUS_LABEL, STATUS_PALETTE } from './labels';
import { reportActionError } from '../../lib/signIn';
import { useRequireSignIn } from '../auth/useRequireSignIn';
import { lagosDate } from '../../lib/format';

const IncidentCard_incident = graphql(`
  fragment IncidentCard_incident on WatchIncident {
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

const ConfirmIncidentMutation = graphql(`
  mutation ConfirmIncident($id: ID!) {
    confirmIncident(id: $id) {
      ...IncidentCard_incident
    }
  }
`);

const ReviewIncidentMutation = graphql(`
  mutation ReviewIncident($id: ID!, $decision: IncidentDecision!, $reason: String!) {
    reviewIncident(id: $id, decision: $decision, reason: $reason) {
      ...IncidentCard_incident
      reviewedAt
    }
  }
`);

interface IncidentCardProps {
  incident: FragmentType<typeof IncidentCard_incident>;
  /** Moderators and observers: who reported it (never shown to anyone else). */
  reporter?: { displayName: string; handle: string } | null;
  /** Show the verify and dismiss controls. */
  reviewing?: boolean;
  onChanged?: () => void;
}

/** One report: what, where, when, where it stands and how many stand behind it; "I see this too". */
export function IncidentCard({ reporter, reviewing = false, onChanged, ...props }: IncidentCardProps) {
  const incident = getFragmentData(IncidentCard_incident, props.incident);
  const [confirm, confirming] = useMutation(ConfirmIncidentMutation, { refetchQueries: ['WatchPage'] });
  const requireSignIn = useRequireSignIn();
  const open = incident.status === 'OPEN' || incident.status === 'CORROBORATED';
  const unit = incident.pollingUnit;

  const confirmIt = async () => {
    if (!requireSignIn('Please log in to confirm reports')) return;
    try {
      await confirm({ variables: { id: incident.id } });
      onChanged?.();
    } catch (error) {
      reportActionError(error, { title: 'Not Confirmed', description: 'Please try again.' });
    }
  };

  return (
    <Card.Root as="article" rounded="xl" aria-label={`${incident.categoryLabel} at ${unit.displayName}`} size="sm">
      <Card.Body gap="2">
        <HStack justify="space-between" align="flex-start" gap="2" wrap="wrap">
          <Stack gap="0">
            <Text fontWeight="semibold">{incident.categoryLabel}</Text>
            <Text fontSize="xs" color="fg.muted">
              {unit.displayName} · {unit.ward.displayName} ward · {lagosDate(incident.occurredAt, 'dayMonthTime')}
            </Text>
          </Stack>
          <HStack gap="1">
            {incident.synthetic && <Badge colorPalette="purple">Synthetic (replay)</Badge>}
            <Badge colorPalette={STATUS_PALETTE[incident.status]}>{STATUS_LABEL[incident.status]}</Badge>
          </HStack>
        </HStack>
        <Text whiteSpace="pre-wrap">{incident.description}</Text>
        {incident.photoUrl && <Image src={incident.photoUrl} alt={`Photo of the ${incident.categoryLabel.toLowerCase()} report`} maxH="48" rounded="md" />}
        <Text fontSize="sm" color="fg.muted">
          {incident.wardSupport} of {incident.supportNeeded} ward members stand behind it · {incident.confirmations}{' '}
          {incident.confirmations === 1 ? 'confirmation' : 'confirmations'}
          {reporter ? ` · reported by ${reporter.displayName} (@${reporter.handle})` : ''}
        </Text>
        {incident.reviewReason && (
          <Text fontSize="sm">
            <strong>{incident.status === 'VERIFIED' ? 'Verified' : 'Dismissed'}:</strong> {incident.reviewReason}
          </Text>
        )}
        {open && !incident.viewerIsReporter && !reviewing && (
          <Box>
            <Button
              size="sm"
              variant={incident.viewerConfirmed ? 'subtle' : 'outline'}
              disabled={incident.viewerConfirmed}
              loading={confirming.loading}
              onClick={() => void confirmIt()}
            >
              {incident.viewerConfirmed ? 'You confirmed this' : 'I see this too'}
            </Button>
          </Box>
        )}
        {incident.viewerIsReporter && (
          <Text fontSize="xs" color="fg.muted">
            You reported this. Only moderators and observers can see that.
          </Text>
        )}
        {reviewing && open && <ReviewControls incidentId={incident.id} onDone={onChanged} />}
      </Card.Body>
    </Card.Root>
  );
}

/** Verify or dismiss, with the reason shown on the report and kept in the moderation log. */
function ReviewControls({ incidentId, onDone }: { incidentId: string; onDone?: () => void }) {
  const [reason, setReason] = useState('');
  const [review, { loading }] = useMutation(ReviewIncidentMutation, { refetchQueries: ['IncidentReviewQueue'] });
  const decide = async (decision: IncidentDecision) => {
    try {
      await review({ variables: { id: incidentId, decision, reason: reason.trim() } });
      toast({ type: 'success', title: decision === 'VERIFIED' ? 'Report Verified' : 'Report Dismissed', description: 'Saved to the moderation log.' });
      onDone?.();
    } catch (error) {
      reportActionError(error, { title: 'Not Reviewed', description: 'Please try again.' });
    }
  };
  return (
    <Stack gap="2">
      <FormField label="Reason" helper="Shown with the report, and kept in the moderation log">
        <Textarea value={reason} maxLength={500} rows={2} onChange={(e) => setReason(e.target.value)} />
      </FormField>
      <HStack gap="2">
        <Button size="sm" colorPalette="red" loading={loading} disabled={reason.trim().length < 3} onClick={() => void decide('VERIFIED')}>
          Verify
        </Button>
        <Button size="sm" variant="outline" loading={loading} disabled={reason.trim().length < 3} onClick={() => void decide('DISMISSED')}>
          Dismiss
        </Button>
      </HStack>
    </Stack>
  );
}
