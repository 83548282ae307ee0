import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast';
import { ViewerEventsSubscription } from './documents';
import { endSession } from './viewer';

/** Listens for the session ending elsewhere (sign-out in another tab) and signs this tab out too. */
export function SessionWatcher() {
  const client = useApolloClient();
  const navigate = useNavigate();

  useSubscription(ViewerEventsSubscription, {
    onData: async ({ data }) => {
      if (data.data?.viewerEvents.type !== 'SESSION_ENDED') return;
      navigate('/');
      toast({ type: 'info', title: 'Signed out', description: 'You signed out in another tab.' });
      await endSession(client);
    },
  });

  return null;
}
