import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import Busboy from 'busboy';
import type { Request } from 'express';
import type { GraphQLError } from 'graphql';
import { badInput } from './errors.js';

/** Room for the multipart envelope around the file: boundaries, part headers, a few small fields. */
const ENVELOPE_BYTES = 256 * 1024;
const INCOMPLETE = 'The upload did not complete. Please try again.';

export type UploadRule = {
  /** The multipart field the file must come in. */
  field: string;
  maxBytes: number;
  /** Refusal for a file over maxBytes, in the spec's words. */
  tooLarge: string;
  /** Refusal when no file (or something else) came. */
  missing: string;
};

/**
 * Streams the one file of a multipart request to `target`, holding no more than a chunk
 * in memory. A request whose declared length is already too large is refused unread; a
 * file passing `maxBytes` is refused the moment it does, and reading stops there. On any
 * refusal the partial file is removed.
 */
export function receiveFile(req: Request, rule: UploadRule, target: string): Promise<void> {
  const maxRequestBytes = rule.maxBytes + ENVELOPE_BYTES;
  const tooLarge = () => badInput(rule.tooLarge, rule.field);
  if (!req.is('multipart/form-data')) return Promise.reject(badInput(rule.missing, rule.field));
  if (Number(req.get('content-length')) > maxRequestBytes) return Promise.reject(tooLarge());

  return new Promise((resolve, reject) => {
    let busboy: Busboy.Busboy;
    try {
      busboy = Busboy({
        headers: req.headers,
        limits: { fileSize: rule.maxBytes, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 20 },
      });
    } catch {
      reject(badInput(rule.missing, rule.field)); // no usable boundary
      return;
    }
    let settled = false;
    let received = 0;
    let fileStream: Readable | null = null;
    let fileWriter: WriteStream | null = null;
    let written: Promise<void> | null = null;

    const fail = async (error: GraphQLError) => {
      if (settled) return;
      settled = true;
      req.off('data', count);
      req.unpipe(busboy);
      req.pause();
      // Both ends: a pipeline whose source stops mid-file may otherwise wait on its writer forever.
      fileStream?.destroy();
      fileWriter?.destroy();
      await written?.catch(() => {});
      await rm(target, { force: true });
      reject(error);
    };
    // Counts the whole body, so extra parts or a chunked body can't stream on past the limit.
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxRequestBytes) void fail(tooLarge());
    };

    busboy.on('file', (name, stream) => {
      if (name !== rule.field) {
        stream.resume();
        void fail(badInput(rule.missing, rule.field));
        return;
      }
      fileStream = stream;
      fileWriter = createWriteStream(target, { flags: 'wx' });
      stream.on('limit', () => void fail(tooLarge()));
      written = pipeline(stream, fileWriter);
      written.catch(() => void fail(badInput(INCOMPLETE, rule.field)));
    });
    for (const limit of ['filesLimit', 'partsLimit', 'fieldsLimit'] as const) {
      busboy.on(limit, () => void fail(badInput(rule.missing, rule.field)));
    }
    busboy.on('error', () => void fail(badInput(INCOMPLETE, rule.field)));
    busboy.on('close', async () => {
      if (!written) return void fail(badInput(rule.missing, rule.field));
      await written.catch(() => {});
      if (settled) return;
      settled = true;
      resolve();
    });
    req.on('close', () => {
      if (!req.complete) void fail(badInput(INCOMPLETE, rule.field));
    });
    req.on('data', count);
    req.pipe(busboy);
  });
}
