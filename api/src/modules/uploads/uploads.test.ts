import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { Role, User } from '../user/user.entity.js';
import { IMAGE_RULE, UPLOAD_LIMIT, VIDEO_RULE } from './uploads.service.js';
import { UploadStore, VARIANTS_DIR } from './upload-store.js';
import { videoTools } from './video.js';

const run = promisify(execFile);
const MB = 1024 * 1024;

let app: TestApp;
let uploadsDir: string;
let workDir: string;
beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'civic-uploads-'));
  workDir = await mkdtemp(path.join(os.tmpdir(), 'civic-upload-fixtures-'));
  app = await startTestApp({ env: { UPLOADS_DIR: uploadsDir } });
});
afterAll(async () => {
  await app?.close();
  await rm(uploadsDir, { recursive: true, force: true });
  await rm(workDir, { recursive: true, force: true });
});

/** What a browser sends for <input type="file">: the client's name and type, which the server must not trust. */
async function upload(client: TestClient, route: string, field: string, bytes: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${client.baseUrl}/api/upload/${route}`, {
    method: 'POST',
    headers: client.cookie ? { cookie: client.cookie } : {},
    body: form,
  });
  return { status: response.status, body: await response.json(), headers: response.headers };
}

/** Every file in the uploads directory and its temp directory. */
async function storedFiles() {
  const top = (await readdir(uploadsDir)).filter((name) => name !== '.tmp');
  const temp = await readdir(path.join(uploadsDir, '.tmp')).catch(() => []);
  return [...top, ...temp.map((name) => `.tmp/${name}`)].sort();
}

/** Runs a refused upload and checks it left nothing behind, stored or temporary. */
async function storesNothing<T>(refusedUpload: () => Promise<T>): Promise<T> {
  const before = await storedFiles();
  const result = await refusedUpload();
  expect(await storedFiles()).toEqual(before);
  return result;
}

const fetchStored = (url: string) => fetch(app.baseUrl + url);

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#0b7a3e' } }).jpeg().toBuffer();

async function superAdmin() {
  const member = await signedInClient(app);
  await app.em().nativeUpdate(User, { id: member.user.id }, { role: Role.SUPER_ADMIN });
  return member;
}

/** A test-pattern video made with the same ffmpeg the server uses. */
async function makeVideo(name: string, source: string, extra: string[] = []) {
  const file = path.join(workDir, name);
  const { ffmpeg } = videoTools(app.deps.config);
  await run(ffmpeg, ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-c:v', 'libx264', '-pix_fmt', 'yuv420p', ...extra, file]);
  return readFile(file);
}

async function probeTags(file: string) {
  const { ffprobe } = videoTools(app.deps.config);
  const { stdout } = await run(ffprobe, ['-v', 'error', '-show_entries', 'format=duration:format_tags:stream_tags', '-of', 'json', file]);
  return JSON.parse(stdout);
}

describe('POST /api/upload/post', () => {
  it('re-encodes a JPEG to WebP: upright, at most 1600 px, without EXIF or its GPS position', async () => {
    const { client } = await signedInClient(app);
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0b7a3e' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'VoterPhone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '6/1 27/1 15/1', GPSLongitudeRef: 'E', GPSLongitude: '3/1 23/1 41/1' },
      })
      .toBuffer();
    const before = await sharp(photo).metadata();
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true); // the GPS IFD pointer (tag 0x8825)
    expect(before.orientation).toBe(6);

    const started = performance.now();
    const { status, body } = await upload(client, 'post', 'image', photo, 'rally.jpg', 'image/jpeg');
    const elapsedMs = performance.now() - started;
    expect(status).toBe(200);
    expect(body).toEqual({ imageUrl: expect.stringMatching(/^\/uploads\/[\w-]{24}\.webp$/), message: 'Image uploaded successfully' });
    expect(elapsedMs).toBeLessThan(3_000);

    const served = await fetchStored(body.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const stored = Buffer.from(await served.arrayBuffer());
    const after = await sharp(stored).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 800, height: 1600 }); // turned upright, then fitted
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(stored.includes('VoterPhone')).toBe(false);
  });

  it('refuses a 6 MB image without reading it, and stores nothing', async () => {
    const { client } = await signedInClient(app);
    const huge = Buffer.concat([await jpeg(), Buffer.alloc(6 * MB)]);
    const { status, body, headers } = await storesNothing(() => upload(client, 'post', 'image', huge, 'big.jpg', 'image/jpeg'));
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Please select an image smaller than 5MB', field: 'image' });
    expect(headers.get('connection')).toBe('close');
  });

  it('cuts off an image the moment it passes 5 MB, and stores nothing', async () => {
    const { client } = await signedInClient(app);
    // Small enough that the declared length passes the early check: the stream limit refuses it.
    const justOver = Buffer.concat([await jpeg(), Buffer.alloc(IMAGE_RULE.maxBytes)]);
    const { status, body } = await storesNothing(() => upload(client, 'post', 'image', justOver, 'big.jpg', 'image/jpeg'));
    expect(status).toBe(400);
    expect(body.message).toBe('Please select an image smaller than 5MB');
  });

  it('refuses a PDF renamed .jpg, whatever type the client claims', async () => {
    const { client } = await signedInClient(app);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const { status, body } = await storesNothing(() => upload(client, 'post', 'image', pdf, 'photo.jpg', 'image/jpeg'));
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Please select an image file', field: 'image' });
  });

  it('refuses bytes that only start like an image', async () => {
    const { client } = await signedInClient(app);
    const truncated = (await jpeg(400, 300)).subarray(0, 200);
    const { status, body } = await storesNothing(() => upload(client, 'post', 'image', truncated, 'cut.jpg', 'image/jpeg'));
    expect(status).toBe(400);
    expect(body.message).toBe('Please select an image file');
  });

  it('refuses a file in another field, and a visitor', async () => {
    const { client } = await signedInClient(app);
    const image = await jpeg();
    const wrongField = await storesNothing(() => upload(client, 'post', 'file', image, 'a.jpg', 'image/jpeg'));
    expect(wrongField).toMatchObject({ status: 400, body: { message: 'Please select an image file' } });
    const visitor = await storesNothing(() => upload(app.client(), 'post', 'image', image, 'a.jpg', 'image/jpeg'));
    expect(visitor.status).toBe(401);
  });

  it(`allows ${UPLOAD_LIMIT.points} uploads an hour per member, refused ones included`, async () => {
    const { client } = await signedInClient(app);
    const notAnImage = Buffer.from('hello');
    for (let i = 0; i < UPLOAD_LIMIT.points; i++) {
      expect((await upload(client, 'post', 'image', notAnImage, 'a.jpg', 'image/jpeg')).status).toBe(400);
    }
    const refused = await upload(client, 'post', 'image', await jpeg(), 'a.jpg', 'image/jpeg');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(UPLOAD_LIMIT.message);
    const someoneElse = await signedInClient(app);
    expect((await upload(someoneElse.client, 'post', 'image', await jpeg(), 'a.jpg', 'image/jpeg')).status).toBe(200);
  });
});

describe('POST /api/upload/profile', () => {
  it("crops to 512 px square, becomes the member's picture, and replaces the previous one", async () => {
    const { client, user } = await signedInClient(app);
    const first = await upload(client, 'profile', 'image', await jpeg(900, 600), 'me.png', 'image/png');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ imageUrl: expect.stringMatching(/^\/uploads\/[\w-]{24}\.webp$/) });
    const picture = await sharp(Buffer.from(await (await fetchStored(first.body.imageUrl)).arrayBuffer())).metadata();
    expect(picture).toMatchObject({ format: 'webp', width: 512, height: 512 });

    const me = await client.request('GET', '/api/auth/user');
    expect(me.body).toMatchObject({ customProfileImage: first.body.imageUrl, avatarUrl: first.body.imageUrl });

    const second = await upload(client, 'profile', 'image', await jpeg(), 'me2.jpg', 'image/jpeg');
    expect(second.status).toBe(200);
    const stored = await app.em().findOneOrFail(User, { id: user.id });
    expect(stored.customProfileImage).toBe(second.body.imageUrl);
    expect((await fetchStored(first.body.imageUrl)).status).toBe(404);
  });
});

describe('POST /api/upload/video', () => {
  it('is for super administrators only', async () => {
    const { client } = await signedInClient(app);
    const { status, body } = await upload(client, 'video', 'video', Buffer.from('not read'), 'clip.mp4', 'video/mp4');
    expect(status).toBe(403);
    expect(body).toMatchObject({ message: 'Only super administrators can upload videos', code: 'FORBIDDEN' });
  });

  it("gives a short video's duration and a JPEG thumbnail, and drops its location metadata", async () => {
    const { client } = await superAdmin();
    const clip = await makeVideo('short.mp4', 'testsrc=duration=2:size=320x240:rate=15', [
      '-metadata', 'location=+06.4541+003.3947/',
      '-metadata', 'title=Ward 5 rally',
    ]);
    const source = await probeTags(path.join(workDir, 'short.mp4'));
    expect(source.format.tags.location).toBe('+06.4541+003.3947/');

    const { status, body } = await upload(client, 'video', 'video', clip, 'clip.mp4', 'video/mp4');
    expect(status).toBe(200);
    expect(body).toEqual({
      videoUrl: expect.stringMatching(/^\/uploads\/[\w-]{24}\.mp4$/),
      videoThumbnail: expect.stringMatching(/^\/uploads\/[\w-]{24}\.jpg$/),
      videoDuration: 2,
      message: 'Video uploaded successfully',
    });

    const video = await fetchStored(body.videoUrl);
    expect(video.headers.get('content-type')).toBe('video/mp4');
    const thumbnail = await fetchStored(body.videoThumbnail);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 240,
    });
    const stored = await probeTags(path.join(uploadsDir, path.basename(body.videoUrl)));
    expect(Number(stored.format.duration)).toBeCloseTo(2, 0);
    expect(JSON.stringify(stored)).not.toMatch(/06\.4541|rally/);
  });

  it('refuses a video over 3 minutes, and stores nothing', async () => {
    const { client } = await superAdmin();
    const long = await makeVideo('long.mp4', 'color=c=black:s=32x32:d=190:r=1', ['-preset', 'ultrafast']);
    const { status, body } = await storesNothing(() => upload(client, 'video', 'video', long, 'long.mp4', 'video/mp4'));
    expect(status).toBe(400);
    expect(body).toMatchObject({ message: 'Videos must be 3 minutes or less', field: 'video' });
  });

  it('refuses what is not a video, and a video over 50 MB', async () => {
    const { client } = await superAdmin();
    const image = await jpeg();
    const notVideo = await storesNothing(() => upload(client, 'video', 'video', image, 'clip.mp4', 'video/mp4'));
    expect(notVideo).toMatchObject({ status: 400, body: { message: 'Please select a video file' } });
    const huge = Buffer.alloc(VIDEO_RULE.maxBytes + MB);
    const tooBig = await storesNothing(() => upload(client, 'video', 'video', huge, 'clip.mp4', 'video/mp4'));
    expect(tooBig).toMatchObject({ status: 400, body: { message: 'Video must be less than 50MB' } });
  });
});

describe('GET /uploads/<name>', () => {
  it('serves only stored names: no listing, no temp files, no way out of the directory', async () => {
    const refused = ['/uploads/', '/uploads/.tmp', '/uploads/..%2F..%2Fpackage.json', '/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.webp'];
    for (const url of refused) expect((await fetchStored(url)).status, url).toBe(404);
  });

  it('serves a post image 640 px wide for feeds (?w=640), and refuses other widths', async () => {
    const { client } = await signedInClient(app);
    const photo = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#0b7a3e' } }).jpeg().toBuffer();
    const { body } = await upload(client, 'post', 'image', photo, 'rally.jpg', 'image/jpeg');
    const full = Buffer.from(await (await fetchStored(body.imageUrl)).arrayBuffer());

    for (const attempt of ['made', 'kept']) {
      const small = await fetchStored(`${body.imageUrl}?w=640`);
      expect(small.status, attempt).toBe(200);
      expect(small.headers.get('content-type')).toBe('image/webp');
      expect(small.headers.get('cache-control')).toContain('immutable');
      const bytes = Buffer.from(await small.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 640, height: 320, format: 'webp' });
      expect(bytes.length).toBeLessThan(full.length);
    }
    expect((await fetchStored(`${body.imageUrl}?w=300`)).status).toBe(400);
    expect((await fetchStored('/uploads/AAAAAAAAAAAAAAAAAAAAAAAA.webp?w=640')).status).toBe(404);

    // Removing the upload removes its smaller copy with it.
    await new UploadStore(app.deps.config.uploadsDir).removeByUrl(body.imageUrl);
    const variants = await readdir(path.join(app.deps.config.uploadsDir, VARIANTS_DIR));
    expect(variants.filter((name) => name.startsWith(path.basename(body.imageUrl, '.webp')))).toEqual([]);
  });
});
