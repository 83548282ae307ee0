import { setupServer } from 'msw/node';

/** Shared msw server: each test installs its own GraphQL handlers with `server.use`. */
export const server = setupServer();
