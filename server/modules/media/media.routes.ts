import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { m } from '#i18n/messages.js';
import { SCENE_WIDTHS, type SceneWidth, scenePainter } from '../../demo/scene-photos.ts';
import { badRequest, HttpError, notFound } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { isValidStorageKey } from '../../integrations/storage/file-storage.ts';
import { isPrivateKey, openStoredFile } from '../uploads/index.ts';
import * as media from './media.service.ts';
import { placeholderSvg } from './placeholder.ts';

const FOREVER = 'public, max-age=31536000, immutable';
// Stored files are shown, never run: an uploaded SVG or HTML cannot script our origin.
const INERT = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

const dimension = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number from 1 to 4000` })
    .int({ error: `${label} must be a whole number from 1 to 4000` })
    .min(1, { error: `${label} must be a whole number from 1 to 4000` })
    .max(4000, { error: `${label} must be a whole number from 1 to 4000` });

const sceneWidthError = { error: `w must be one of ${SCENE_WIDTHS.join(', ')}` };
const sceneWidth = z.coerce
  .number(sceneWidthError)
  .refine((w): w is SceneWidth => (SCENE_WIDTHS as readonly number[]).includes(w), sceneWidthError);

/** Demo scene photos, stored uploads and placeholders: everything the API serves as an image. */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/media/scene/:file',
    {
      schema: {
        summary: 'A demo photo the data names (a listing photo or a destination image)',
        params: z.object({ file: z.string().max(40).meta({ example: 'beach-7.jpg' }) }),
        querystring: z.object({ w: sceneWidth.optional() }),
        response: errorAnswers(503),
      },
    },
    async (request, reply) => {
      const width = (request.query.w ?? 1200) as SceneWidth;
      // WebP to the browsers that say they take it; JPEG to everyone else (link-preview crawlers).
      const format = /\bimage\/webp\b/.test(request.headers.accept ?? '') ? 'webp' : 'jpg';
      reply.header('Vary', 'Accept');
      try {
        const bytes = await media.scenePhoto(app.deps, scenePainter, request.params.file, width, format);
        return sendImage(reply, bytes, format === 'webp' ? 'image/webp' : 'image/jpeg');
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 503) {
          reply.header('Retry-After', String(media.PAINTER_BUSY_RETRY_SECONDS));
        }
        throw err;
      }
    },
  );

  app.get(
    '/uploads/*',
    {
      schema: {
        summary: 'A stored upload',
        description:
          'Images are public; `?w=` picks a stored width (the nearest at least as wide, else the ' +
          'largest). Documents are served only to their uploader and to admins, to others 404.',
        params: z.object({ '*': z.string().meta({ example: 'demo/green-square.png' }) }),
        querystring: z.object({ w: dimension('w').optional() }),
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isValidStorageKey(key)) throw badRequest(m.server_invalid_file_path());
      const file = await openStoredFile(app.deps, key, request.query.w, async () => ({
        userId: (await request.currentUser())?.id ?? null,
        isAdmin: (await request.currentAdmin()) !== null,
      }));
      if (!file) throw notFound(m.server_file_not_found());
      if (file.size !== undefined) reply.header('Content-Length', String(file.size));
      if (!isPrivateKey(key)) return sendImage(reply, file.stream, file.contentType);
      // A private document: never kept by a shared cache, and downloaded rather than shown inline.
      const name = key.slice(key.lastIndexOf('/') + 1);
      reply.header('Content-Disposition', `attachment; filename="${name}"`);
      return sendImage(reply, file.stream, file.contentType, 'private, no-store');
    },
  );

  app.get(
    '/placeholder/:w/:h',
    {
      schema: {
        summary: 'A neutral placeholder image of the given size',
        params: z.object({
          w: dimension('Width').meta({ example: 10 }),
          h: dimension('Height').meta({ example: 10 }),
        }),
      },
    },
    async (request, reply) => {
      const { w, h } = request.params;
      return sendImage(reply, Buffer.from(placeholderSvg(w, h)), 'image/svg+xml');
    },
  );
};

function sendImage(reply: FastifyReply, bytes: Buffer | Readable, contentType: string, caching = FOREVER) {
  return reply
    .header('Content-Type', contentType)
    .header('Cache-Control', caching)
    .header('Content-Security-Policy', INERT)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .send(bytes);
}
