import { readApiError } from '../apollo/errors';
import { toast } from '../components/toast';

/** Server-side sign-in entry: a full navigation, the server redirects to /login. */
export const SIGN_IN_URL = '/api/login';

/** SPEC §9: the unauthorized toast stays this long before the sign-in redirect. */
const UNAUTHORIZED_REDIRECT_MS = 500;

const USER_FACING_CODES = new Set(['BAD_USER_INPUT', 'RATE_LIMITED', 'FORBIDDEN', 'NOT_FOUND']);

/** The server's own wording when it explains a refusal ('You are posting too fast…'); else null. */
export function refusalMessage(error: unknown): string | null {
  const { code, message } = readApiError(error);
  return code && USER_FACING_CODES.has(code) ? message : null;
}

/**
 * Reports a failed action. A session that ended on the server gets the spec's 'Unauthorized'
 * toast and the sign-in redirect; anything else the server's wording, or the fallback.
 */
export function reportActionError(error: unknown, fallback: { title: string; description?: string }) {
  if (readApiError(error).code === 'UNAUTHENTICATED') {
    toast({ type: 'error', title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    setTimeout(() => window.location.assign(SIGN_IN_URL), UNAUTHORIZED_REDIRECT_MS);
    return;
  }
  toast({ type: 'error', title: fallback.title, description: refusalMessage(error) ?? fallback.description });
}
