import type { FastifyRequest } from 'fastify';
import { m } from '#i18n/messages.js';
import { UPLOAD_RULES, type UploadPurpose } from '../../../domain/schemas/uploads.ts';
import { badRequest, HttpError, payloadTooLarge } from '../../http/http-error.ts';

/**
 * The bytes of the form's `file` part, read as they arrive and never past the purpose's limit: a
 * larger file stops being read at the limit (busboy marks it truncated) and is refused with 413.
 * Other parts are bounded too, so no request makes the server hold more than one file's worth.
 */
export async function readUploadedFile(request: FastifyRequest, purpose: UploadPurpose): Promise<Buffer> {
  const rule = UPLOAD_RULES[purpose];
  if (!request.isMultipart()) throw badRequest(m.server_not_a_form());
  try {
    const part = await request.file({
      limits: { fileSize: rule.maxBytes, files: 1, fields: 8, fieldSize: 1024, parts: 9, headerPairs: 32 },
    });
    if (part?.fieldname !== 'file') {
      part?.file.resume();
      throw badRequest(m.server_no_file());
    }
    const bytes = await part.toBuffer();
    // toBuffer misses a limit reached exactly at a chunk's end; busboy's own mark does not.
    if (part.file.truncated) throw payloadTooLarge(rule.tooLarge);
    return bytes;
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw payloadTooLarge(rule.tooLarge);
    // A broken form (cut short, malformed part headers, too many parts): the client's doing.
    throw badRequest(m.server_not_a_form());
  }
}
