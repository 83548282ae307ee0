import { useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast';
import { useViewer } from './viewer';

/**
 * For actions that need an account: returns whether the viewer is signed in; a visitor gets
 * 'Login Required' with the reason (SPEC §6, e.g. 'Please log in to like posts') and the sign-in page.
 */
export function useRequireSignIn() {
  const { viewer } = useViewer();
  const navigate = useNavigate();
  return (reason: string): boolean => {
    if (viewer) return true;
    toast({ type: 'info', title: 'Login Required', description: reason });
    navigate('/login');
    return false;
  };
}
