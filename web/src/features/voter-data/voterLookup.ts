/** What the REST shim answers for a voter ID (SPEC §3 "Voter lookup response"). */
export interface VoterLookupResult {
  status: 'found' | 'not_found' | 'no_register' | string;
  message: string;
  data?: { registrationStatus?: string | null; pvcStatus?: string | null } | null;
}

export const LOOKUP_FALLBACK = 'Failed to lookup voter';

/** POST /api/inec/voter-lookup; a non-OK answer throws an Error carrying the server's message. */
export async function lookUpVoter(voterID: string): Promise<VoterLookupResult> {
  // Absolute URL: the same origin in the browser, and acceptable to Node's fetch in tests.
  const response = await fetch(new URL('/api/inec/voter-lookup', window.location.origin), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ voterID }),
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' && message ? message : LOOKUP_FALLBACK);
  }
  return body as VoterLookupResult;
}

/** POST /api/admin/voter-register (multipart, field `file`): replaces the register behind the lookup. */
export async function importRegister(file: File): Promise<{ rowCount: number; pvcCollectedCount: number }> {
  const form = new FormData();
  form.append('file', file, file.name);
  const url = new URL('/api/admin/voter-register', window.location.origin);
  url.searchParams.set('fileName', file.name);
  const response = await fetch(url, { method: 'POST', credentials: 'same-origin', body: form });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message = (body as { message?: unknown } | null)?.message;
    throw new Error(typeof message === 'string' && message ? message : 'The register could not be imported. Please try again.');
  }
  return body as { rowCount: number; pvcCollectedCount: number };
}
