import { Router, type Request, type Response } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import type { Logger } from '../../shared/logger.js';
import { STORED_NAME, UploadStore } from './upload-store.js';
import { UploadService } from './uploads.service.js';

/** SPEC §7 Uploads (multipart), on the upload service. */
export function uploadsRest(route: RestRoute): Router {
  const upload = (handler: (service: UploadService, req: Request) => Promise<unknown>) =>
    route(async (ctx, req, res) => {
      try {
        return await handler(new UploadService(ctx), req);
      } catch (error) {
        // The rest of a refused upload is not worth reading: answer, then close the connection.
        if (!req.complete) res.setHeader('Connection', 'close');
        throw error;
      }
    });
  return Router()
    .post('/upload/post', upload((service, req) => service.postImage(req)))
    .post('/upload/profile', upload((service, req) => service.profileImage(req)))
    .post('/upload/video', upload((service, req) => service.video(req)));
}

/** Opened directly, a stored file is inert: no scripts, plugins or framing, and never sniffed. */
const SERVED_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox",
};

/**
 * Serves stored uploads at /uploads/<name>. Only names of the stored form are looked up,
 * so there is no listing and no path to walk out of the directory. Names never change
 * content, so they are cached for a year.
 */
export function serveUploads(uploadsDir: string, logger: Logger): Router {
  new UploadStore(uploadsDir)
    .sweepStaleTemp()
    .catch((err) => logger.warn({ err }, 'could not clear stale upload temp files'));
  const notFound = (res: Response) => void res.status(404).json({ message: 'Not found' });
  return Router()
    .get('/:name', (req, res) => {
      if (!STORED_NAME.test(req.params.name)) return notFound(res);
      res.sendFile(
        req.params.name,
        { root: uploadsDir, dotfiles: 'deny', maxAge: '365d', immutable: true, headers: SERVED_HEADERS },
        (error) => {
          if (error && !res.headersSent) notFound(res);
        },
      );
    })
    .use((_req, res) => notFound(res));
}
