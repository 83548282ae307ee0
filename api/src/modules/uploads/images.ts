import { randomBytes } from 'node:crypto';
import { access, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import sharp, { type Sharp } from 'sharp';
import { VARIANTS_DIR } from './upload-store.js';

/** Formats we decode, recognised by their bytes. SVG (scripts), HEIC, PDF and the rest are refused. */
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** Bounds the memory a small file can claim when decoded (a 5 MB "pixel bomb"); 48 MP phone photos fit. */
export const MAX_INPUT_PIXELS = 50_000_000;

export type ImageKind = 'post' | 'profile';

const RESIZE: Record<ImageKind, (image: Sharp) => Sharp> = {
  post: (image) => image.resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true }),
  profile: (image) => image.resize({ width: 512, height: 512, fit: 'cover' }),
};

export async function isSupportedImage(file: string): Promise<boolean> {
  const type = await fileTypeFromFile(file);
  return !!type && IMAGE_TYPES.has(type.mime);
}

/**
 * Decodes and writes a new WebP: turned upright from its EXIF orientation, resized, and
 * without any metadata (sharp keeps none unless asked), so EXIF GPS never leaves the upload.
 * Animated images keep their first frame.
 */
export async function reencodeImage(input: string, output: string, kind: ImageKind): Promise<void> {
  const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  await RESIZE[kind](image).webp({ quality: 80 }).toFile(output);
}

/** The widths a stored image is also served at (`?w=`): feeds show the small one, the viewer the whole. */
export const IMAGE_WIDTHS = [640] as const;

/**
 * A stored WebP at `width` (never enlarged), made on first request and kept beside the uploads in
 * `.variants/`: written to a temp name and renamed, so a reader never sees half a file.
 */
export async function imageVariant(uploadsDir: string, name: string, width: number): Promise<string> {
  const source = path.join(uploadsDir, name);
  await access(source); // ENOENT: no such upload
  const dir = path.join(uploadsDir, VARIANTS_DIR);
  const file = path.join(dir, name.replace(/\.webp$/, `.w${width}.webp`));
  try {
    await access(file);
    return file;
  } catch {
    // not made yet
  }
  await mkdir(dir, { recursive: true });
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toFile(temp);
    await rename(temp, file);
  } finally {
    await rm(temp, { force: true });
  }
  return file;
}
