import type { Request } from 'express';
import { requireViewer } from '../../shared/auth.js';
import type { Context } from '../../shared/context.js';
import { appError, badInput } from '../../shared/errors.js';
import type { LimitRule } from '../../shared/rate-limit.js';
import { isSupportedImage, MAX_INPUT_PIXELS, reencodeImage, type ImageKind } from './images.js';
import { receiveFile, type UploadRule } from '../../shared/multipart.js';
import { UploadStore } from './upload-store.js';
import {
  detectContainer,
  probeDuration,
  refusedByTool,
  remuxWithoutMetadata,
  videoTools,
  writeThumbnail,
} from './video.js';

const MB = 1024 * 1024;

/** SPEC §5: image max 5 MB; video max 50 MB and 3 minutes; the spec's wording. */
export const IMAGE_RULE = {
  field: 'image',
  maxBytes: 5 * MB,
  tooLarge: 'Please select an image smaller than 5MB',
  missing: 'Please select an image file',
} satisfies UploadRule;
export const VIDEO_RULE = {
  field: 'video',
  maxBytes: 50 * MB,
  tooLarge: 'Video must be less than 50MB',
  missing: 'Please select a video file',
} satisfies UploadRule;
export const MAX_VIDEO_SECONDS = 180;

/** Counted per member before any byte is read, refused uploads included. */
export const UPLOAD_LIMIT: LimitRule = {
  points: 30,
  durationSeconds: 60 * 60,
  message: 'You have uploaded a lot in the last hour. Please try again later.',
};

/**
 * Post images, profile pictures and (super administrators only) videos. Nothing the
 * client says about a file is trusted: its type comes from its bytes, images are decoded
 * and written anew, videos are probed and copied without their metadata, and names are ours.
 */
export class UploadService {
  constructor(private readonly ctx: Context) {}

  private get store() {
    return new UploadStore(this.ctx.deps.config.uploadsDir);
  }

  /** POST /api/upload/post */
  async postImage(req: Request): Promise<{ imageUrl: string; message: string }> {
    await this.startUpload();
    const imageUrl = await this.storeImage(req, 'post');
    return { imageUrl, message: 'Image uploaded successfully' };
  }

  /** POST /api/upload/profile: becomes the member's picture; the one it replaces is deleted. */
  async profileImage(req: Request): Promise<{ imageUrl: string }> {
    const viewer = await this.startUpload();
    const imageUrl = await this.storeImage(req, 'profile');
    const previous = viewer.customProfileImage;
    viewer.customProfileImage = imageUrl;
    try {
      await this.ctx.em.flush();
    } catch (error) {
      await this.store.removeByUrl(imageUrl);
      throw error;
    }
    await this.store.removeByUrl(previous);
    return { imageUrl };
  }

  /** POST /api/upload/video */
  async video(req: Request) {
    const viewer = requireViewer(this.ctx);
    if (!viewer.isSuperAdmin) throw appError('FORBIDDEN', 'Only super administrators can upload videos');
    await this.startUpload();
    const tools = videoTools(this.ctx.deps.config);
    const unprocessable = () => badInput('That video could not be processed. Please try another file.', 'video');
    return this.store.withTempFiles(async (tempPath) => {
      const incoming = await tempPath();
      await receiveFile(req, VIDEO_RULE, incoming);
      const container = await detectContainer(incoming);
      if (container === 'other-video') throw badInput('Please select an MP4, WebM or MOV video', 'video');
      if (!container) throw badInput(VIDEO_RULE.missing, 'video');
      const duration = await probeDuration(tools, incoming, container);
      if (duration === null) throw unprocessable();
      if (duration > MAX_VIDEO_SECONDS) throw badInput('Videos must be 3 minutes or less', 'video');

      const video = await tempPath(container.extension);
      const thumbnail = await tempPath('.jpg');
      try {
        await remuxWithoutMetadata(tools, incoming, video, container);
        await writeThumbnail(tools, video, thumbnail, container, Math.min(1, duration / 2));
      } catch (error) {
        throw refusedByTool(error) ? unprocessable() : error;
      }
      const [videoUrl, videoThumbnail] = await this.store.publish([video, thumbnail]);
      return { videoUrl, videoThumbnail, videoDuration: Math.round(duration), message: 'Video uploaded successfully' };
    });
  }

  private async startUpload() {
    const viewer = requireViewer(this.ctx);
    await this.ctx.deps.limits.consume('uploads', UPLOAD_LIMIT, viewer.id);
    return viewer;
  }

  private storeImage(req: Request, kind: ImageKind): Promise<string> {
    return this.store.withTempFiles(async (tempPath) => {
      const incoming = await tempPath();
      await receiveFile(req, IMAGE_RULE, incoming);
      if (!(await isSupportedImage(incoming))) throw badInput(IMAGE_RULE.missing, 'image');
      const output = await tempPath('.webp');
      try {
        await reencodeImage(incoming, output, kind);
      } catch (error) {
        // sharp refuses what it cannot decode, and images over its pixel limit.
        const tooManyPixels = String(error).includes('pixel limit');
        const megapixels = MAX_INPUT_PIXELS / 1_000_000;
        throw badInput(tooManyPixels ? `Please select an image of at most ${megapixels} megapixels` : IMAGE_RULE.missing, 'image');
      }
      const [imageUrl] = await this.store.publish([output]);
      return imageUrl;
    });
  }
}
