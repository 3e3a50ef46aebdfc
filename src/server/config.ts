// Configuration from the environment, validated once at start (ARCHITECTURE §4). A bad value stops
// the process with one line naming the variable.
import { z } from 'zod';

/**
 * One design takes ~60 ms to draw and a 300 DPI print well under a second; the first job on a
 * worker also loads the engine's assets (a few seconds on a busy machine). 30 s is far past any
 * honest job and short enough that a stuck one frees its thread.
 */
export const DEFAULT_ENGINE_JOB_TIMEOUT_MS = 30_000;

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.url().optional();
const optionalText = z.string().min(1).optional();
const modelName = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[\w.:/@+-]+$/, 'must be a model name like gpt-4o or llama3.2:3b (letters, digits and . : / @ + - _)');

const originList = z.string().transform((value, ctx) => {
  const origins: string[] = [];
  for (const part of value.split(/[\s,]+/).filter(Boolean)) {
    try {
      const url = new URL(part);
      if (url.origin === 'null') throw new Error('opaque');
      origins.push(url.origin);
    } catch {
      ctx.addIssue({ code: 'custom', message: `"${part}" is not an origin like https://example.com` });
      return z.NEVER;
    }
  }
  return origins;
});

export const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: optionalUrl,
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_ISSUER: optionalUrl,
  REQUIRE_EMAIL_VERIFICATION: bool.default(false),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('InkGlow <no-reply@inkglow.app>'),
  EMBED_ALLOWED_ORIGINS: originList.default([]),
  // Credential throttles: failed sign-ins per account and client address together (then 429 for that
  // pair only), and sign-in/sign-up/reset attempts per address.
  AUTH_RATE_LIMIT_ACCOUNT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(5),
  AUTH_RATE_LIMIT_ACCOUNT_WINDOW_MINUTES: z.coerce.number().min(0.01).max(10_080).default(15),
  AUTH_RATE_LIMIT_IP_MAX: z.coerce.number().int().min(1).max(1_000_000).default(30),
  AUTH_RATE_LIMIT_IP_WINDOW_MINUTES: z.coerce.number().min(0.01).max(10_080).default(5),
  // Sign-ins on an account that has failed more than AFTER_FAILURES times (any address, same window)
  // wait BASE_MS, doubling per further failure up to MAX_MS; the right password is never refused.
  AUTH_SIGNIN_DELAY_AFTER_FAILURES: z.coerce.number().int().min(0).max(1000).default(3),
  AUTH_SIGNIN_DELAY_BASE_MS: z.coerce.number().int().min(0).max(60_000).default(500),
  AUTH_SIGNIN_DELAY_MAX_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  CONTACT_EMAIL: z.email().default('hello@inkglow.app'),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalUrl,
  OPENAI_REALTIME_URL: optionalUrl,
  // Model names are configuration: any name the server at OPENAI_BASE_URL serves (e.g. llama3.2 on Ollama).
  CHAT_MODEL: modelName.default('gpt-4o'),
  VISION_MODEL: modelName.default('gpt-4o'),
  TRANSCRIBE_MODEL: modelName.default('gpt-4o-transcribe'),
  REALTIME_MODEL: modelName.default('gpt-realtime'),
  // Voice Glow sessions: concurrent per process and per user (guests: per address), idle and total minutes.
  VOICE_MAX_SESSIONS: z.coerce.number().int().min(1).max(100_000).default(200),
  VOICE_MAX_SESSIONS_PER_USER: z.coerce.number().int().min(1).max(1000).default(2),
  VOICE_IDLE_MINUTES: z.coerce.number().min(0.1).max(1440).default(5),
  VOICE_MAX_MINUTES: z.coerce.number().min(0.5).max(1440).default(30),
  BFL_API_KEY: optionalText,
  BFL_BASE_URL: optionalUrl,
  IDEOGRAM_API_KEY: optionalText,
  IDEOGRAM_BASE_URL: optionalUrl,
  FREE_DAILY_GENERATIONS: z.coerce.number().int().min(0).max(100_000).default(25),
  // Abuse limits counted in the database (plugins/abuse-limits.ts), each a 429 with Retry-After past it:
  // designs per guest address per hour, designs per signed-in user per minute (offline included),
  // image uploads (analysis, stencils) per user or guest address per hour.
  GUEST_GENERATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(30),
  GENERATIONS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(10),
  UPLOADS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  /** Behind a load balancer: trust X-Forwarded-For from it (per-IP rate limits use the client's address). */
  TRUST_PROXY: bool.default(false),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(120_000),
  /** Worker threads drawing offline-engine designs (default: one per core but one, at most 4). */
  ENGINE_THREADS: z.coerce.number().int().min(1).max(32).optional(),
  /** Longest one offline-engine job may run before its worker is replaced and the request gets a 503. */
  ENGINE_JOB_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(DEFAULT_ENGINE_JOB_TIMEOUT_MS),
  /** Unsaved history images of signed-in users are deleted after this many days (guests': 24 hours). */
  IMAGE_RETENTION_DAYS: z.coerce.number().min(1).max(3650).default(30),
  /** Image bytes in an S3-compatible bucket instead of DATA_DIR/images (several machines, no shared disk). */
  IMAGE_STORE_URL: z
    .string()
    .regex(/^s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?$/, 'must look like s3://bucket or s3://bucket/prefix')
    .optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
});

export type TConfig = z.infer<typeof ZConfig> & { PUBLIC_URL: string };

export class ConfigError extends Error {}

/** Parses the environment; empty strings count as unset so `.env` templates can leave blanks. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key in ZConfig.shape && value !== ''),
  );
  const parsed = ZConfig.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0] ?? 'environment');
    throw new ConfigError(`Invalid configuration: ${name} ${issue.message}`);
  }
  const config = parsed.data;
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
