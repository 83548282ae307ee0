import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import ffmpegInstaller from '@ffmpeg-installer/ffmpeg';
import ffprobeInstaller from '@ffprobe-installer/ffprobe';
import { fileTypeFromFile } from 'file-type';
import type { Config } from '../../config.js';

const run = promisify(execFile);

/** The binaries shipped in the npm packages, unless FFMPEG_PATH / FFPROBE_PATH name maintained ones. */
export const videoTools = (config: Pick<Config, 'ffmpegPath' | 'ffprobePath'>) => ({
  ffmpeg: config.ffmpegPath ?? ffmpegInstaller.path,
  ffprobe: config.ffprobePath ?? ffprobeInstaller.path,
});
export type VideoTools = ReturnType<typeof videoTools>;

/**
 * Containers browsers play, by the type their bytes show, and the demuxer ffmpeg must use:
 * naming it stops ffmpeg guessing another format (an HLS playlist fetching URLs, say).
 */
const CONTAINERS = {
  'video/mp4': { demuxer: 'mov', muxer: 'mp4', extension: '.mp4' },
  'video/x-m4v': { demuxer: 'mov', muxer: 'mp4', extension: '.mp4' },
  'video/quicktime': { demuxer: 'mov', muxer: 'mov', extension: '.mov' },
  'video/webm': { demuxer: 'matroska', muxer: 'webm', extension: '.webm' },
} as const;
export type Container = (typeof CONTAINERS)[keyof typeof CONTAINERS];

/** Local files only: no network or other protocols, whatever the file refers to. */
const INPUT_GUARD = ['-v', 'error', '-protocol_whitelist', 'file'];
const KILL = { killSignal: 'SIGKILL' as const };

/** The container of a video we take, 'other-video' for one we don't, null for no video at all. */
export async function detectContainer(file: string): Promise<Container | 'other-video' | null> {
  const type = await fileTypeFromFile(file);
  if (!type) return null;
  if (type.mime in CONTAINERS) return CONTAINERS[type.mime as keyof typeof CONTAINERS];
  return type.mime.startsWith('video/') ? 'other-video' : null;
}

/** Seconds of video, or null when ffprobe finds no video stream or no duration. */
export async function probeDuration(tools: VideoTools, file: string, container: Container): Promise<number | null> {
  const args = [...INPUT_GUARD, '-f', container.demuxer, '-show_entries', 'format=duration:stream=codec_type', '-of', 'json', file];
  let stdout: string;
  try {
    ({ stdout } = await run(tools.ffprobe, args, { timeout: 15_000, ...KILL }));
  } catch (error) {
    if (refusedByTool(error)) return null;
    throw error;
  }
  const probe = JSON.parse(stdout) as { streams?: { codec_type?: string }[]; format?: { duration?: string } };
  const duration = Number(probe.format?.duration);
  const hasVideo = probe.streams?.some((stream) => stream.codec_type === 'video');
  return hasVideo && Number.isFinite(duration) && duration > 0 ? duration : null;
}

/** The tool ran and gave up on the file (an exit status, or killed at its time limit), rather than failing to start. */
export function refusedByTool(error: unknown): boolean {
  const failure = error as { code?: unknown; killed?: boolean } | null;
  return typeof failure?.code === 'number' || failure?.killed === true;
}

/**
 * Copies the first video and audio streams into a fresh file without re-encoding, leaving
 * behind every metadata tag (phones record the place), chapters and data tracks (GPS
 * telemetry). faststart lets browsers play before the whole file has arrived.
 */
export async function remuxWithoutMetadata(tools: VideoTools, input: string, output: string, container: Container) {
  await run(
    tools.ffmpeg,
    [
      ...INPUT_GUARD, '-f', container.demuxer, '-i', input,
      '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-map_metadata', '-1', '-map_chapters', '-1',
      ...(container.muxer === 'webm' ? [] : ['-movflags', '+faststart']),
      '-f', container.muxer, output,
    ],
    { timeout: 60_000, ...KILL },
  );
}

/** A JPEG of the frame at `atSeconds`, upright, at most 1280 px on its long side. */
export async function writeThumbnail(tools: VideoTools, input: string, output: string, container: Container, atSeconds: number) {
  const fitLongSide = "scale='if(gt(iw,ih),min(1280,iw),-2)':'if(gt(iw,ih),-2,min(1280,ih))'";
  await run(
    tools.ffmpeg,
    [
      ...INPUT_GUARD, '-ss', atSeconds.toFixed(2), '-f', container.demuxer, '-i', input,
      '-frames:v', '1', '-an', '-vf', fitLongSide, '-q:v', '4', '-f', 'image2', '-c:v', 'mjpeg', output,
    ],
    { timeout: 30_000, ...KILL },
  );
}
