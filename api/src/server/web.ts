import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import type { Logger } from '../shared/logger.js';

const SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Content-Security-Policy':
    "default-src 'self'; img-src 'self' data: blob: https:; media-src 'self' blob: https:; style-src 'self' 'unsafe-inline'; connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
};

/** Serves the built web app; every client route gets index.html so the client renders it (or its 404). */
export function serveWebApp(app: Express, webDist: string, logger: Logger) {
  const index = path.join(webDist, 'index.html');
  if (!existsSync(index)) {
    logger.warn(`web app not built (${index} missing): run "pnpm build", or "pnpm dev" for development`);
    app.get('/{*path}', (_req, res) => {
      res.status(503).type('text/plain').send('The web app is not built yet: run "pnpm build" or "pnpm dev".');
    });
    return;
  }
  app.use((_req, res, next) => {
    res.set(SECURITY_HEADERS);
    next();
  });
  app.use(
    '/assets',
    express.static(path.join(webDist, 'assets'), { immutable: true, maxAge: '365d', fallthrough: false }),
  );
  app.use(express.static(webDist, { index: false, maxAge: '1h' }));
  app.get('/{*path}', (_req, res) => {
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
}
