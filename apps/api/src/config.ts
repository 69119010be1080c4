import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a whole number between 1 and 65535' })
    .int({ error: 'PORT must be a whole number between 1 and 65535' })
    .min(1, { error: 'PORT must be a whole number between 1 and 65535' })
    .max(65535, { error: 'PORT must be a whole number between 1 and 65535' })
    .default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, {
      error: 'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset for the embedded database)',
    })
    .optional(),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Feature flag overrides, e.g. 'showFlightSearch=true,loyalty=false'. */
  FLAGS: z.string().default(''),
  WEB_BUILD_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/build/client')),
});

export type Config = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Reads and checks the environment; a bad value gives one clear line, not a stack trace. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = String(issue.path[0]);
    throw new ConfigError(`Configuration error: ${issue.message} (got ${key}=${JSON.stringify(env[key])}).`);
  }
  return parsed.data;
}
