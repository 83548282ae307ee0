import path from 'node:path';
import { Router, type Request, type Response } from 'express';
import type { RestRoute } from '../../shared/rest.js';
import type { Logger } from '../../shared/logger.js';
import { IMAGE_WIDTHS, imageVariant } from './images.js';
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
    .get('/:name', async (req, res) => {
      const { name } = req.params;
      if (!STORED_NAME.test(name)) return notFound(res);
      const send = (file: string, root: string) =>
        res.sendFile(file, { root, dotfiles: 'deny', maxAge: '365d', immutable: true, headers: SERVED_HEADERS }, (error) => {
          if (error && !res.headersSent) notFound(res);
        });
      if (req.query.w === undefined) return send(name, uploadsDir);
      // A smaller copy of an image, for feeds on phones (?w=640).
      const width = Number(req.query.w);
      if (!name.endsWith('.webp') || !(IMAGE_WIDTHS as readonly number[]).includes(width)) {
        res.status(400).json({ message: `Images are served at widths ${IMAGE_WIDTHS.join(', ')}` });
        return;
      }
      try {
        const file = await imageVariant(uploadsDir, name, width);
        send(path.basename(file), path.dirname(file));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') logger.warn({ err }, 'could not make an image variant');
        notFound(res);
      }
    })
    .use((_req, res) => notFound(res));
}
