// Client checks mirror SPEC §5; the server enforces the same rules.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MIN_PASSWORD = 6;

export function emailError(email: string): string | null {
  return EMAIL.test(email.trim()) ? null : 'Invalid email format';
}

export function passwordError(password: string): string | null {
  return password.length >= MIN_PASSWORD ? null : 'Password must be at least 6 characters';
}

export function requiredError(value: string, message: string): string | null {
  return value.trim().length > 0 ? null : message;
}

/** Keep only errors that are set, so `Object.keys(errors).length` says whether the form is valid. */
export function collectErrors<K extends string>(checks: Record<K, string | null>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const key of Object.keys(checks) as K[]) {
    const message = checks[key];
    if (message) errors[key] = message;
  }
  return errors;
}

/** A returnTo target is honoured only if it is a path on this site. */
export function safeReturnTo(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
