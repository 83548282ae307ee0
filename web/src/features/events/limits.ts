/** Limits the server enforces (api/src/modules/event/event.service.ts), checked here for speed. */
export const EVENT_LIMITS = { title: 120, description: 1000, location: 200 };
