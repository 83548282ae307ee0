/**
 * Headers for the journeys' API calls that set members up: a made-up client address each time.
 * The app trusts X-Forwarded-For from loopback (as behind its proxy), so the many members one run
 * signs up don't all count against one address's sign-up and sign-in limits; each account's own
 * limits still apply.
 */
export function setupHeaders(): Record<string, string> {
  const octet = () => 1 + Math.floor(Math.random() * 254);
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}
