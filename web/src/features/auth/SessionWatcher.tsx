import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { onSocketClosedBySession, SESSION_CLOSE_CODES } from '../../apollo/socket';
import { toast } from '../../components/toast';
import { ViewerEventsSubscription } from './documents';
import { endSession, isEndingSessionHere } from './viewer';

/** What the tab says when the server closed its socket, by the close reason. */
const ENDED_NOTICE: Record<string, string> = {
  'Signed out': 'You signed out in another tab.',
  'Password changed': 'Your password was changed. Sign in again with the new one.',
};

/**
 * Listens for the session ending elsewhere (sign-out in another tab, a password reset, a ban)
 * and signs this tab out too. The server closes the session's sockets with 4401 when it ends
 * (the viewerEvents message may not arrive first), and with 4403 when the account's standing
 * changed (a suspension): then who is signed in is read again.
 */
export function SessionWatcher() {
  const client = useApolloClient();
  const navigate = useNavigate();

  const signOutHere = async (description: string) => {
    if (isEndingSessionHere()) return;
    navigate('/');
    toast({ type: 'info', title: 'Signed out', description });
    await endSession(client);
  };

  useSubscription(ViewerEventsSubscription, {
    onData: async ({ data }) => {
      if (data.data?.viewerEvents.type === 'SESSION_ENDED') await signOutHere('You signed out in another tab.');
    },
  });

  useEffect(
    () =>
      onSocketClosedBySession((code, reason) => {
        if (code !== SESSION_CLOSE_CODES.ended) void client.refetchQueries({ include: 'active' });
        else void signOutHere(ENDED_NOTICE[reason] ?? 'Your session has ended. Sign in again to continue.');
      }),
    [client, navigate],
  );

  return null;
}
