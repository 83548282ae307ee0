/** An event's start as Nigerians read it: in Africa/Lagos time, e.g. 'Sat, 28 Nov, 10:00'. */
export function eventTime(iso: string): string {
  return new Date(iso).toLocaleString('en-NG', {
    timeZone: 'Africa/Lagos',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** Limits the server enforces (api/src/modules/event/event.service.ts), checked here for speed. */
export const EVENT_LIMITS = { title: 120, description: 1000, location: 200 };
