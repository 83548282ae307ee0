import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/** Where uploads are served from; stored names are ours, never the client's. */
export const UPLOADS_URL_PREFIX = '/uploads/';
export const STORED_NAME = /^[A-Za-z0-9_-]{24}\.(webp|jpg|mp4|mov|webm)$/;

/** Whether a URL names a file stored here (what a client may attach after uploading it). */
export const isStoredUpload = (url: string) => url.startsWith(UPLOADS_URL_PREFIX) && STORED_NAME.test(url.slice(UPLOADS_URL_PREFIX.length));

/** Whether a URL names an image stored here: uploaded images are re-encoded to WebP, without EXIF or GPS. */
export const isStoredImage = (url: string) => isStoredUpload(url) && url.endsWith('.webp');

/** A photo a member may attach to what they send: an image uploaded here, or none (null). */
export const optionalStoredPhoto = z
  .string()
  .trim()
  .refine(isStoredImage, 'The photo must be an image uploaded here')
  .nullish()
  .transform((v) => v || null);

/** Where smaller copies of stored images are kept (images.ts imageVariant). */
export const VARIANTS_DIR = '.variants';

/** Temp files older than this are left over from a crash: a live upload takes seconds. */
const STALE_TEMP_MS = 60 * 60 * 1000;

/**
 * Files under random names in one directory. Work in progress lives in `.tmp` on the
 * same filesystem, so publishing is an atomic rename and a refusal leaves nothing behind.
 */
export class UploadStore {
  private readonly tempDir: string;

  constructor(private readonly dir: string) {
    this.tempDir = path.join(dir, '.tmp');
  }

  /**
   * Runs `work` with a maker of temp paths; every path it made is removed afterwards,
   * whatever happened (published ones have been moved away already).
   */
  async withTempFiles<T>(work: (tempPath: (extension?: string) => Promise<string>) => Promise<T>): Promise<T> {
    const made: string[] = [];
    const tempPath = async (extension = '') => {
      await mkdir(this.tempDir, { recursive: true });
      const file = path.join(this.tempDir, randomName() + extension);
      made.push(file);
      return file;
    };
    try {
      return await work(tempPath);
    } finally {
      await Promise.all(made.map((file) => rm(file, { force: true })));
    }
  }

  /**
   * Moves finished temp files into place together, under new random names keeping their
   * extensions, and returns their public URLs. If one move fails the others are undone.
   */
  async publish(tempPaths: string[]): Promise<string[]> {
    const published: string[] = [];
    try {
      for (const tempPath of tempPaths) {
        const name = randomName() + path.extname(tempPath);
        await rename(tempPath, path.join(this.dir, name));
        published.push(name);
      }
    } catch (error) {
      await Promise.all(published.map((name) => rm(path.join(this.dir, name), { force: true })));
      throw error;
    }
    return published.map((name) => UPLOADS_URL_PREFIX + name);
  }

  /** Removes a stored file given its public URL, with its smaller copies; any other URL is left alone. */
  async removeByUrl(url: string | null | undefined): Promise<void> {
    const name = url?.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : '';
    if (!STORED_NAME.test(name)) return;
    await rm(path.join(this.dir, name), { force: true });
    const stem = name.replace(/\.\w+$/, '.w');
    const variants = await readdir(path.join(this.dir, VARIANTS_DIR)).catch(() => [] as string[]);
    await Promise.all(variants.filter((v) => v.startsWith(stem)).map((v) => rm(path.join(this.dir, VARIANTS_DIR, v), { force: true })));
  }

  /** Clears temp files a crashed process left behind (other instances' live ones are recent). */
  async sweepStaleTemp(now = Date.now()): Promise<void> {
    const names = await readdir(this.tempDir).catch((error) => {
      if (error.code === 'ENOENT') return []; // nothing uploaded yet
      throw error;
    });
    for (const name of names) {
      const file = path.join(this.tempDir, name);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: now }));
      if (now - mtimeMs > STALE_TEMP_MS) await rm(file, { force: true });
    }
  }
}

/** 18 random bytes: 24 URL-safe characters nobody can guess or enumerate. */
function randomName(): string {
  return randomBytes(18).toString('base64url');
}
