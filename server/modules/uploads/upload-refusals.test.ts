import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { m } from '#i18n/messages.js';
import { UPLOAD_RULES, type UploadPurpose } from '../../../domain/schemas/uploads.ts';
import { testEngines } from '../../testing/test-database.ts';
import { html, pdf, pngDeclaring, pngOf, svg, text } from '../../testing/upload-test-files.ts';
import {
  formWith,
  startUploadApp,
  storedState,
  type UploadTestApp,
  upload,
} from '../../testing/upload-test-kit.ts';
import { imageWork, tooManyPixels } from './upload.service.ts';

describe.each(testEngines)('POST /api/upload refuses, and stores nothing (%s)', (engine) => {
  let t: UploadTestApp;
  beforeAll(async () => {
    t = await startUploadApp(engine);
  });
  afterAll(() => t.close());

  /** Sends, expects the status and message, and checks no file and no row was added. */
  async function expectRefusal(
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    message: string,
  ) {
    const before = await storedState(t);
    const res = await send();
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ message });
    expect(await storedState(t)).toEqual(before);
  }

  it('turns a visitor away with 401, whatever the purpose', async () => {
    const photo = { bytes: await pngOf(400, 300), name: 'room.png' };
    await expectRefusal(() => upload(t.app, photo), 401, 'Unauthorized');
    await expectRefusal(() => upload(t.app, photo, { purpose: 'catalog' }), 401, 'Unauthorized');
  });

  it('keeps catalogue images to admin sessions: a customer, or an admin signed in as a traveller, gets 403', async () => {
    const image = { bytes: await pngOf(400, 300), name: 'goa.png' };
    await expectRefusal(
      () => upload(t.app, image, { purpose: 'catalog', cookie: t.customer.cookie }),
      403,
      m.server_only_admins_catalogue(),
    );
    await expectRefusal(
      () => upload(t.app, image, { purpose: 'catalog', cookie: t.adminAsTraveller.cookie }),
      403,
      m.server_only_admins_catalogue(),
    );
  });

  it.each(Object.entries(UPLOAD_RULES) as [UploadPurpose, (typeof UPLOAD_RULES)[UploadPurpose]][])(
    'refuses a %s one byte over its limit with 413 and the words the spec gives',
    async (purpose, rule) => {
      // A real PNG start, so nothing but the size is wrong.
      const big = Buffer.alloc(rule.maxBytes + 1);
      (await pngOf(8, 8)).copy(big);
      await expectRefusal(
        () =>
          upload(
            t.app,
            { bytes: big, name: 'big.png', type: 'image/png' },
            { purpose, cookie: t.admin.cookie },
          ),
        413,
        rule.tooLarge,
      );
    },
  );

  it('refuses a file over the limit when the limit falls exactly between two chunks of the body', async () => {
    const { maxBytes, tooLarge } = UPLOAD_RULES.profile;
    const { payload, headers } = await formWith(Buffer.alloc(maxBytes + 1000), 'me.png', 'image/png');
    const fileStart = payload.indexOf('\r\n\r\n') + 4;
    await expectRefusal(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/upload?purpose=profile',
          // The first chunk ends right at the limit: the part that goes over comes in the next one.
          payload: Readable.from([
            payload.subarray(0, fileStart + maxBytes),
            payload.subarray(fileStart + maxBytes),
          ]),
          headers: { ...headers, cookie: t.customer.cookie },
        }),
      413,
      tooLarge,
    );
  });

  it('takes catalogue images under 5 MB only: exactly 5 MB is too large', async () => {
    const fiveMb = Buffer.alloc(5 * 1024 * 1024);
    await expectRefusal(
      () => upload(t.app, { bytes: fiveMb, name: 'goa.png' }, { purpose: 'catalog', cookie: t.admin.cookie }),
      413,
      'File size must be less than 5MB',
    );
    // At the limit of a photo (10 MB) the size passes; the bytes are then judged (here: not an image).
    const tenMb = Buffer.alloc(10 * 1024 * 1024);
    await expectRefusal(
      () => upload(t.app, { bytes: tenMb, name: 'room.jpg' }, { cookie: t.customer.cookie }),
      400,
      UPLOAD_RULES.photo.wrongType,
    );
  });

  it.each([
    ['a PNG named .pdf', 'document', async () => pngOf(50, 50), 'noc.pdf', 'application/pdf'],
    ['a text file named .jpg', 'photo', async () => text, 'room.jpg', 'image/jpeg'],
    ['an SVG named .png', 'photo', async () => svg, 'room.png', 'image/png'],
    ['an HTML page named .png', 'photo', async () => html, 'room.png', 'image/png'],
    ['a PDF as a photo', 'photo', async () => pdf, 'room.jpg', 'image/jpeg'],
    ['a text file as a profile photo', 'profile', async () => text, 'me.png', 'image/png'],
    ['an SVG as a catalogue image', 'catalog', async () => svg, 'goa.svg', 'image/svg+xml'],
    ['an empty file', 'document', async () => Buffer.alloc(0), 'noc.pdf', 'application/pdf'],
  ] as const)('refuses %s (%s) by its content with 400', async (_label, purpose, bytes, name, type) => {
    await expectRefusal(
      async () => upload(t.app, { bytes: await bytes(), name, type }, { purpose, cookie: t.admin.cookie }),
      400,
      UPLOAD_RULES[purpose].wrongType,
    );
  });

  it('refuses a small PNG that declares 20000 x 20000 pixels before decoding it', async () => {
    const bomb = pngDeclaring(20_000, 20_000);
    expect(bomb.length).toBeLessThan(60_000);
    await expectRefusal(
      () =>
        upload(t.app, { bytes: bomb, name: 'room.png', type: 'image/png' }, { cookie: t.customer.cookie }),
      400,
      tooManyPixels(),
    );
    expect(tooManyPixels()).toBe('This image is too large to process (more than 50 megapixels).');
  });

  it('answers 503 with Retry-After, decoding nothing, while every image slot and place in line is taken', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const fillers = Array.from({ length: imageWork.concurrency + imageWork.maxWaiting }, () =>
      imageWork.run(() => held),
    );
    const photo = { bytes: await pngOf(400, 300), name: 'room.png' };
    try {
      const before = await storedState(t);
      const res = await upload(t.app, photo, { cookie: t.customer.cookie });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({ message: m.server_processing_busy() });
      expect(await storedState(t)).toEqual(before);
    } finally {
      release();
      await Promise.all(fillers);
    }
    expect((await upload(t.app, photo, { cookie: t.customer.cookie })).statusCode).toBe(201);
  });

  it('asks for a form with a file field', async () => {
    await expectRefusal(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/upload',
          payload: { file: 'aGVsbG8=' },
          headers: { cookie: t.customer.cookie },
        }),
      400,
      m.server_not_a_form(),
    );
    const elsewhere = await formWith(await pngOf(10, 10), 'room.png', 'image/png', 'photo');
    await expectRefusal(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/upload',
          ...elsewhere,
          headers: { ...elsewhere.headers, cookie: t.customer.cookie },
        }),
      400,
      m.server_no_file(),
    );
    const cutShort = await formWith(await pngOf(10, 10), 'room.png');
    await expectRefusal(
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/upload',
          payload: cutShort.payload.subarray(0, cutShort.payload.length - 60),
          headers: { ...cutShort.headers, cookie: t.customer.cookie },
        }),
      400,
      m.server_not_a_form(),
    );
  });

  it('names a purpose it does not know', async () => {
    const res = await upload(
      t.app,
      { bytes: pdf, name: 'noc.pdf' },
      { purpose: 'avatar', cookie: t.customer.cookie },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'querystring purpose: purpose must be one of photo, profile, document, catalog',
    });
  });
});
