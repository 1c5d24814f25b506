import path from 'node:path';
import { z } from 'zod';
import { MAX_COMMISSION_PERCENT } from '../domain/rules/payouts/payout-split.ts';

// Every setting comes from the environment; every one has an embedded default.
const envSchema = z.object({
  PORT: z.coerce.number().int().positive().default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.string().url().optional(),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_IDLE_DAYS: z.coerce.number().positive().default(7),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  // 32 bytes as 64 hex characters; required with DATABASE_URL (see requireSharedKey).
  ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 32 bytes as 64 hex characters (openssl rand -hex 32)')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Basera <no-reply@basera.local>'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  // Per user: uploads not yet used anywhere (files, megabytes), and uploads per 15 minutes.
  UPLOAD_QUOTA_FILES: z.coerce.number().int().positive().default(50),
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(200),
  UPLOAD_RATE_MAX: z.coerce.number().int().positive().default(60),
  // Messages (issue 26, docs/messages.md): per sender a minute, and conversations a guest opens a day.
  MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(20),
  NEW_CONVERSATIONS_PER_DAY: z.coerce.number().int().positive().default(10),
  SEARCH_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  // Periods that decide when work is due: a contact request's answer time, the review window.
  REQUEST_EXPIRY_HOURS: z.coerce.number().int().positive().default(48),
  REVIEW_WINDOW_DAYS: z.coerce.number().int().positive().default(14),
  // What this process does (decision 75): serve the web, work the job queue, or both.
  ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  // How often an idle worker asks the queue for due jobs (pg-boss takes at least half a second).
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // A job active this long counts as abandoned (its worker died) and runs again (decision 80).
  // pg-boss takes 1 s to under 24 h.
  JOB_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 3600 - 1)
    .default(300),
  // How long an online booking holds its nights while the guest pays.
  BOOKING_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .default(15),
  // Payouts (issue 25, docs/payouts.md): Basera's commission, a whole percent of the stay's taxable
  // value, and how long after check-in a host's payout is held (fractions of an hour allowed).
  HOST_COMMISSION_PERCENT: z.coerce.number().int().min(0).max(MAX_COMMISSION_PERCENT).default(3),
  PAYOUT_HOLD_HOURS: z.coerce
    .number()
    .min(0)
    .max(30 * 24)
    .default(24),
  // Test servers only (NODE_ENV=test): the payouts.release job's clock runs this many hours ahead, so
  // a browser journey sees a stay's payout released without waiting for the day after check-in.
  TEST_PAYOUT_CLOCK_AHEAD_HOURS: z.coerce
    .number()
    .min(0)
    .max(366 * 24)
    .default(0),
  // Calendar import (issue 27, decision 107): how often each feed is fetched, and whether a feed may
  // live on a loopback, link-local or private address (tests and closed networks only).
  CALENDAR_IMPORT_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  CALENDAR_IMPORT_ALLOW_PRIVATE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // No default here: it depends on the engine (see server/db/seed/demo-seed-policy.ts).
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Unset: pretty lines at a terminal outside production (server/http/log-format.ts).
  LOG_PRETTY: z
    .enum(['1', '0', 'true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true')),
  // Map tiles for the property page (a Leaflet URL template) and the provider's required credit.
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^/?#]+/i, 'must be an http(s) URL template')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap contributors'),
  // A Nominatim-compatible geocoder for the wizard's address search; empty: the offline gazetteer only.
  GEOCODER_URL: z
    .union([z.literal(''), z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })])
    .default(''),
  // Online payment: Razorpay with keys, else the simulated gateway (decision 40).
  PAYMENT_PROVIDER: z.enum(['razorpay', 'simulated']).optional(),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  // Uploads in an S3-compatible bucket when S3_BUCKET is set, else under DATA_DIR/uploads.
  S3_BUCKET: z.string().min(3, 'must be a bucket name of at least 3 characters').optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Base of every link we hand out (mails, the Google callback); never taken from a request. */
  publicUrl: string;
  sessionIdleMs: number;
  sessionMaxMs: number;
  encryptionKey?: string;
  smtpUrl?: string;
  mailFrom: string;
  google: { clientId?: string; clientSecret?: string; issuerUrl: string };
  trustProxy?: string | boolean;
  rateLimitMax: number;
  /** Per user (not an admin's catalogue images): unused uploads kept at once, and uploads per 15 minutes. */
  uploadQuota: { files: number; bytes: number; perWindow: number };
  /** Messages a sender may send a minute; conversations a guest may open with a first message a day. */
  messageLimits: { perMinute: number; newConversationsPerDay: number };
  /** A request's headers and body must arrive within this long (slow-body clients get 408). */
  requestTimeoutMs: number;
  /** How long an answer of GET /api/properties is reused for the same URL (0: never). */
  searchCacheMs: number;
  /** A contact request unanswered this long expires (its nights free; guest and host are told). */
  requestExpiryHours: number;
  /** A completed stay may be reviewed from check-out day to this many days after, on the listing's calendar. */
  reviewWindowDays: number;
  /** all: web and queue worker; web: serves only; worker: works the queue and answers health probes. */
  role: 'all' | 'web' | 'worker';
  /** Seconds between an idle worker's looks at the queue. */
  jobPollSeconds: number;
  /** A job still active after this long is taken for abandoned (its worker was killed) and runs again. */
  jobTimeoutSeconds: number;
  /** Calendar feeds: fetched every `minutes`; private addresses only when `allowPrivate` (decision 107). */
  calendarImport: { minutes: number; allowPrivate: boolean };
  /** How long an online booking holds its nights unpaid (BOOKING_HOLD_MINUTES). */
  bookingHoldMinutes: number;
  /** Basera's commission on a stay's taxable value, a whole percent (HOST_COMMISSION_PERCENT). */
  hostCommissionPercent: number;
  /** A payout is released this many hours after the listing's check-in time (PAYOUT_HOLD_HOURS). */
  payoutHoldHours: number;
  /** How far ahead the payouts.release job's clock runs: 0 except on a test server (NODE_ENV=test). */
  testPayoutClockAheadHours: number;
  /** SEED_DEMO as set; undefined when unset, which means "only on the embedded engine". */
  seedDemo: boolean | undefined;
  production: boolean;
  logLevel: string;
  /** LOG_PRETTY as set; undefined when unset (pretty at a terminal outside production). */
  logPretty: boolean | undefined;
  webDir: string;
  /** Where the web app's map loads tiles from (its origin is allowed in the CSP's img-src). */
  map: { tileUrl: string; attribution: string };
  /** The Nominatim-compatible geocoder of the wizard's address search; unset: the offline gazetteer. */
  geocoderUrl?: string;
  /** Which gateway takes payments; the simulated one generates missing secrets into DATA_DIR. */
  payment: PaymentSettings;
  /** The S3-compatible bucket uploads are kept in; unset: DATA_DIR/uploads on this machine. */
  s3?: S3Settings;
};

export type S3Settings = {
  bucket: string;
  /** Unset: AWS S3 itself; else the provider's URL (R2, MinIO...). */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own credential chain (an instance role, AWS_* variables). */
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
};

export type PaymentSettings = {
  provider: 'razorpay' | 'simulated';
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
};

const DAY_MS = 86_400_000;

/** TRUST_PROXY: "true" (any proxy) or a comma list of proxy addresses/CIDRs, as Fastify takes it. */
function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (!value || value === 'false') return undefined;
  return value === 'true' ? true : value;
}

function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.output<T> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

/** Only where the database is: `npm run db:migrate` needs nothing else (no keys, no mail). */
export function loadDatabaseSettings(
  env: NodeJS.ProcessEnv = process.env,
): Pick<Config, 'databaseUrl' | 'dataDir'> {
  const e = parseEnv(envSchema.pick({ DATABASE_URL: true, DATA_DIR: true }), env);
  return { databaseUrl: e.DATABASE_URL, dataDir: path.resolve(e.DATA_DIR) };
}

/**
 * Every instance on one PostgreSQL must read the Aadhaar numbers the others wrote, so the key comes
 * from the environment; a key generated into one machine's DATA_DIR would differ on the next.
 */
function requireSharedKey(e: { DATABASE_URL?: string; ENCRYPTION_KEY?: string }) {
  if (e.DATABASE_URL && !e.ENCRYPTION_KEY) {
    throw new Error(
      'ENCRYPTION_KEY is required when DATABASE_URL is set: every instance must encrypt and read ' +
        'Aadhaar numbers with the same key, and the key generated into DATA_DIR serves only the ' +
        'embedded database. Generate one with `openssl rand -hex 32` and give it to every instance.',
    );
  }
}

/** Razorpay when asked for or when its keys are set; it then needs all three secrets. */
function paymentSettings(e: z.output<typeof envSchema>): PaymentSettings {
  const keys = {
    keyId: e.RAZORPAY_KEY_ID,
    keySecret: e.RAZORPAY_KEY_SECRET,
    webhookSecret: e.RAZORPAY_WEBHOOK_SECRET,
  };
  const provider = e.PAYMENT_PROVIDER ?? (keys.keyId && keys.keySecret ? 'razorpay' : 'simulated');
  if (provider === 'razorpay') {
    const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).filter(
      (name) => !e[name],
    );
    if (missing.length > 0)
      throw new Error(
        `PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')}: orders are created with the keys, and ` +
          'without the webhook secret a payment whose browser closed before verify would be lost.',
      );
  }
  // A production service on a shared database taking pretend payments is a mistake unless said so.
  if (provider === 'simulated' && !e.PAYMENT_PROVIDER && e.NODE_ENV === 'production' && e.DATABASE_URL)
    throw new Error(
      'No payment provider: set RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET, or ' +
        'PAYMENT_PROVIDER=simulated to take simulated payments (no money moves) on purpose.',
    );
  return { provider, ...keys };
}

/** The bucket when S3_BUCKET is set; S3 settings without it are a mistake, not the local disk. */
function s3Settings(e: z.output<typeof envSchema>): S3Settings | undefined {
  const keys = [e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (!e.S3_BUCKET) {
    if (e.S3_ENDPOINT || keys.some(Boolean))
      throw new Error('S3_BUCKET is required with S3_ENDPOINT or S3 keys: uploads would stay on this disk.');
    return undefined;
  }
  if (keys.filter(Boolean).length === 1)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither.');
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

/** TEST_PAYOUT_CLOCK_AHEAD_HOURS, refused outside NODE_ENV=test: a real server never pays early. */
function testPayoutClockAhead(e: z.output<typeof envSchema>): number {
  if (e.TEST_PAYOUT_CLOCK_AHEAD_HOURS > 0 && e.NODE_ENV !== 'test')
    throw new Error(
      'TEST_PAYOUT_CLOCK_AHEAD_HOURS releases payouts early and is for test servers only: set NODE_ENV=test, or unset it.',
    );
  return e.TEST_PAYOUT_CLOCK_AHEAD_HOURS;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const e = parseEnv(envSchema, env);
  requireSharedKey(e);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    sessionIdleMs: e.SESSION_IDLE_DAYS * DAY_MS,
    sessionMaxMs: e.SESSION_MAX_DAYS * DAY_MS,
    encryptionKey: e.ENCRYPTION_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuerUrl: e.GOOGLE_ISSUER_URL,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimitMax: e.RATE_LIMIT_MAX,
    uploadQuota: {
      files: e.UPLOAD_QUOTA_FILES,
      bytes: Math.round(e.UPLOAD_QUOTA_MB * 1024 * 1024),
      perWindow: e.UPLOAD_RATE_MAX,
    },
    messageLimits: { perMinute: e.MESSAGES_PER_MINUTE, newConversationsPerDay: e.NEW_CONVERSATIONS_PER_DAY },
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    searchCacheMs: e.SEARCH_CACHE_MS,
    requestExpiryHours: e.REQUEST_EXPIRY_HOURS,
    reviewWindowDays: e.REVIEW_WINDOW_DAYS,
    role: e.ROLE,
    jobPollSeconds: e.JOB_POLL_SECONDS,
    jobTimeoutSeconds: e.JOB_TIMEOUT_SECONDS,
    bookingHoldMinutes: e.BOOKING_HOLD_MINUTES,
    calendarImport: { minutes: e.CALENDAR_IMPORT_MINUTES, allowPrivate: e.CALENDAR_IMPORT_ALLOW_PRIVATE },
    hostCommissionPercent: e.HOST_COMMISSION_PERCENT,
    payoutHoldHours: e.PAYOUT_HOLD_HOURS,
    testPayoutClockAheadHours: testPayoutClockAhead(e),
    seedDemo: e.SEED_DEMO,
    production: e.NODE_ENV === 'production',
    logLevel: e.LOG_LEVEL,
    logPretty: e.LOG_PRETTY,
    webDir: path.resolve('dist/web'),
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    geocoderUrl: e.GEOCODER_URL || undefined,
    payment: paymentSettings(e),
    s3: s3Settings(e),
  };
}
