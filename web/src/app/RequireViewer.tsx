import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/PageSpinner';
import { useViewer } from '../features/auth/viewer';
import { HomePage } from './pages';

/** Signed-in only routes: visitors get the home page (with its Join card) instead (SPEC §2). */
export function RequireViewer() {
  const { viewer, loading } = useViewer();
  if (loading) return <PageSpinner />;
  return viewer ? <Outlet /> : <HomePage />;
}
