/** A refused or failed upload, with the message to show (SPEC §8: 'Image upload failed: {body}'). */
export class UploadError extends Error {
  constructor(
    message: string,
    /** The server answered 401: the session ended. */
    readonly unauthenticated = false,
  ) {
    super(message);
  }
}

async function upload<T>(path: string, field: string, file: File, label: string): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    throw new UploadError(`${label} upload failed: the network is unavailable`);
  }
  const text = await response.text();
  if (!response.ok) {
    let reason = text || response.statusText;
    try {
      reason = (JSON.parse(text) as { message?: string }).message ?? reason;
    } catch {
      // Not JSON: the body text as it is.
    }
    throw new UploadError(`${label} upload failed: ${reason}`, response.status === 401);
  }
  return JSON.parse(text) as T;
}

/** POST /api/upload/post (multipart `image`). */
export function uploadPostImage(file: File) {
  return upload<{ imageUrl: string }>('/api/upload/post', 'image', file, 'Image');
}

/** POST /api/upload/video (multipart `video`; super administrators only). */
export function uploadPostVideo(file: File) {
  return upload<{ videoUrl: string; videoThumbnail: string | null; videoDuration: number | null }>(
    '/api/upload/video',
    'video',
    file,
    'Video',
  );
}

/** A video's length in seconds, read from its metadata in the browser (null when unreadable). */
export function readVideoDuration(file: File): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (seconds: number | null) => {
      URL.revokeObjectURL(url);
      resolve(seconds);
    };
    video.preload = 'metadata';
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}
