import { Outlet } from 'react-router-dom';
import { PageSkeleton } from '../components/PageSkeleton';
import { useViewer } from '../features/auth/viewer';
import { SignInPrompt } from './SignInPrompt';

/** Signed-in only routes: a visitor is told what the page is and how to sign in to see it. */
export function RequireViewer() {
  const { viewer, loading } = useViewer();
  if (loading) return <PageSkeleton />;
  return viewer ? <Outlet /> : <SignInPrompt />;
}
