import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { type FastifyPluginAsyncZod, jsonSchemaTransform } from 'fastify-type-provider-zod';
import { m } from '#i18n/messages.js';
import { UPLOAD_RULES, uploadAnswer, uploadQuery } from '../../../domain/schemas/uploads.ts';
import { forbidden, HttpError, unauthorized } from '../../http/http-error.ts';
import { errorAnswers } from '../../http/openapi-contract.ts';
import { limitAttempts } from '../auth/index.ts';
import * as uploads from './upload.service.ts';
import { readUploadedFile } from './upload-reading.ts';

/** A user session or an admin session (the admin wizard uploads with the admin session alone). */
async function requireUploader(request: FastifyRequest) {
  const [user, admin] = await Promise.all([request.currentUser(), request.currentAdmin()]);
  if (!user && !admin) throw unauthorized();
}

// The body is a form, which the zod schemas cannot say: the document is told here instead. There
// is no body schema to validate: the handler reads the one part as it streams in.
const documentFormBody: typeof jsonSchemaTransform = (input) => {
  const documented = jsonSchemaTransform(input);
  const file = { type: 'string', format: 'binary', description: 'The file, as a form field named file' };
  return {
    ...documented,
    schema: {
      ...documented.schema,
      consumes: ['multipart/form-data'],
      body: { type: 'object', required: ['file'], properties: { file } },
    },
  };
};

const limits = Object.entries(UPLOAD_RULES)
  .map(([purpose, rule]) => `${purpose}: ${rule.kind}, up to ${rule.maxBytes} bytes`)
  .join('; ');

/** POST /api/upload: multipart bodies are taken here and nowhere else. */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Limits are set per request from the purpose's rule (see readUploadedFile).
  await app.register(fastifyMultipart, { throwFileSizeLimit: true });

  app.post(
    '/upload',
    {
      onRequest: requireUploader,
      config: { swaggerTransform: documentFormBody },
      schema: {
        summary: 'Upload a photo, a profile photo, an NOC document or a catalogue image',
        description:
          `The kind is read from the file's content, never its name. ${limits}. Images are stored ` +
          'as WebP without metadata in several widths; the URL serves the largest, `?w=` a smaller one.',
        security: [{ userSession: [] }, { adminSession: [] }],
        querystring: uploadQuery,
        response: { 201: uploadAnswer, ...errorAnswers(401, 413, 429, 503) },
      },
    },
    async (request, reply) => {
      const { purpose } = request.query;
      const [user, admin] = await Promise.all([request.currentUser(), request.currentAdmin()]);
      if (purpose === 'catalog' && !admin) throw forbidden(m.server_only_admins_catalogue());
      // Who is recorded: the admin for catalogue images, else the traveller/owner session's user.
      const uploadedBy = (purpose === 'catalog' ? admin : (user ?? admin))?.id ?? null;
      // Each user's uploads are limited in rate and in unused files kept (issue 22 item 7), counted
      // before the body is read; an admin's catalogue images are exempt.
      const { uploadQuota } = app.deps.config;
      const limited = purpose !== 'catalog' && uploadedBy;
      if (limited)
        await limitAttempts(app.deps, `upload:user:${uploadedBy}`, uploadQuota.perWindow, 'uploads');
      const bytes = await readUploadedFile(request, purpose);
      try {
        const quota = limited ? uploadQuota : undefined;
        const url = await uploads.storeUpload(app.deps, { purpose, bytes, uploadedBy, quota });
        return reply.status(201).send({ url });
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 503) {
          reply.header('Retry-After', String(uploads.PROCESSING_BUSY_RETRY_SECONDS));
        }
        throw err;
      }
    },
  );
};
