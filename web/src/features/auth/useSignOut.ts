import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast';
import { LogoutMutation } from './documents';
import { endingSessionHere, endSession } from './viewer';

export function useSignOut() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutMutation);

  return async () => {
    endingSessionHere(true);
    try {
      await logout();
    } catch {
      // Even if the server call fails, this browser must stop showing private data.
      toast({ type: 'warning', title: 'Signed out on this device', description: 'We could not reach the server to end your session everywhere.' });
    }
    navigate('/');
    await endSession(client);
  };
}
