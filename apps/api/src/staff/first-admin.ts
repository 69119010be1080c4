import { staffInviteSchema } from '@landline/shared/schemas';
import { parseInput } from '../http/errors.js';
import { SETUP_VALID_HOURS, type StaffService } from './service.js';

// The first admin (and an admin locked out): `npm run ops:admin -- --email …` makes the account
// an admin waiting for a one-time set-up link, never a default password (decision 276). Run again
// for the same address, it starts the account's set-up over: a new link, the old password,
// authenticator and sessions gone.

export const OPS_ADMIN_COMMAND = 'ops-admin';

/** What the command prints: the link, and for how long it works. */
export async function makeAdmin(staff: StaffService, body: unknown): Promise<string> {
  const input = parseInput(staffInviteSchema, { role: 'admin', ...(body as object) });
  const { setupUrl } = await staff.invite({ command: OPS_ADMIN_COMMAND }, { ...input, role: 'admin' }, { again: true });
  return `${input.email} is an admin of the operations console once set up. Open this link within ${SETUP_VALID_HOURS} hours (it works once): ${setupUrl}`;
}
