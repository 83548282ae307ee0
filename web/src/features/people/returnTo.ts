import { useSearchParams } from 'react-router-dom';

/** SPEC §2: where a profile's back button goes when it was opened without a returnTo. */
export const DEFAULT_RETURN_TO = '/?tab=blowing';

/** The profile's returnTo: a path on this site only, so a link can't send people elsewhere. */
export function useReturnTo(): string {
  const [params] = useSearchParams();
  const value = params.get('returnTo');
  return value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : DEFAULT_RETURN_TO;
}
