import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { generateSync } from 'otplib';
import type { APIRequestContext } from '@playwright/test';

// The operations console's journeys: the first admin is made as an operator makes one, with
// `npm run ops:admin` on the server under test (its data folder is named by its port,
// scripts/e2e-server.mjs), and staff are set up through the real set-up calls.

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = new URL(process.env.BASE_URL ?? 'http://localhost:3210').port || '3210';
export const STAFF_PASSWORD = 'Winter-Dispatch-2026!';

/** The authenticator's code for `secret`, `steps` 30-second steps from now (a code works once). */
export function totp(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/** `npm run ops:admin -- --email … --name …` on the server under test: the set-up link it prints. */
export function opsAdminLink(email: string, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'ops:admin', '--', '--email', email, '--name', name], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', PUBLIC_URL: '', PORT, DATA_DIR: path.join(os.tmpdir(), `landline-e2e-${PORT}`) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('close', (code) => {
      const link = /https?:\/\/\S+\/ops\/setup\/\S+/.exec(output);
      if (code === 0 && link) resolve(link[0]);
      else reject(new Error(`npm run ops:admin: ${code} ${output}`));
    });
  });
}

/**
 * Sets a member up through the API from their link, in `request`'s cookie jar (a page's
 * `page.request` shares its browser context's): they are then signed in there.
 */
export async function setUpFromLink(request: APIRequestContext, link: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const token = link.split('/ops/setup/')[1];
  const info = await request.get(`/api/ops/setup/${token}`);
  if (!info.ok()) throw new Error(`GET setup: ${info.status()} ${await info.text()}`);
  const { secret } = (await info.json()) as { secret: string };
  const done = await request.post(`/api/ops/setup/${token}`, { data: { password: STAFF_PASSWORD, code: totp(secret) } });
  if (!done.ok()) throw new Error(`POST setup: ${done.status()} ${await done.text()}`);
  return { secret, recoveryCodes: ((await done.json()) as { recovery_codes: string[] }).recovery_codes };
}

/**
 * A signed-in member of `role` in `request`'s cookie jar: an admin from the command, any other
 * role invited by a fresh admin through the API.
 */
export async function staffSignedIn(request: APIRequestContext, role: 'agent' | 'dispatcher' | 'driver' | 'admin', name: string) {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const adminLink = await opsAdminLink(`admin-${stamp}@landline.test`, `Admin ${stamp}`);
  await setUpFromLink(request, adminLink);
  if (role === 'admin') return { email: `admin-${stamp}@landline.test` };
  const email = `${role}-${stamp}@landline.test`;
  const invited = await request.post('/api/ops/staff/', { data: { email, name, role } });
  if (!invited.ok()) throw new Error(`POST staff: ${invited.status()} ${await invited.text()}`);
  const { setup_url } = (await invited.json()) as { setup_url: string };
  // Setting the new member up signs them in, in place of the admin.
  await setUpFromLink(request, setup_url);
  return { email };
}
