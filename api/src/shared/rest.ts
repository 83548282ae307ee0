import type { Request, RequestHandler, Response } from 'express';
import type { Context } from './context.js';

/** One REST shim route's work: it gets the context GraphQL gets; what it returns is sent as JSON. */
export type RestHandler = (ctx: Context, req: Request, res: Response) => Promise<unknown> | unknown;

/**
 * Turns a handler into an express route. The server makes it (server/rest.ts) and gives it to
 * each module's REST router, so modules never reach into the transport.
 */
export type RestRoute = (handler: RestHandler) => RequestHandler;
