import * as z from 'zod/mini';
import { DISRUPTION_MESSAGES as D } from '@landline/shared/messages';

// The disruption page's forms (decision 279), in zod/mini like the console's other forms, with
// the API's messages; the API checks every body again (packages/shared/src/schemas/disruptions.ts).
// Each form names its reason apart, so that three forms on one page have three distinct fields.

const reason = z.string().check(z.refine((v) => v.trim().length >= 3 && v.trim().length <= 500, { message: D.reasonRequired }));

export const retimeFormSchema = z.object({
  departs_at: z.string().check(z.refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v), { message: 'Give the new date and time.' })),
  retime_reason: reason,
});
export type RetimeForm = z.infer<typeof retimeFormSchema>;

export const vehicleFormSchema = z.object({
  vehicle_id: z.string().check(z.refine((v) => /^\d+$/.test(v), { message: 'Choose a vehicle.' })),
  vehicle_reason: reason,
});
export type VehicleForm = z.infer<typeof vehicleFormSchema>;

export const cancelFormSchema = z.object({ cancel_reason: reason });
export type CancelForm = z.infer<typeof cancelFormSchema>;

export const actFormSchema = z.object({ act_reason: reason });
export type ActForm = z.infer<typeof actFormSchema>;

/** The instant a wall-clock time ('2026-12-01T08:30') at `timeZone` is, as ISO (UTC). */
export function instantAt(local: string, timeZone: string): string {
  const [date, time] = local.split('T');
  const [y, m, d] = date.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, h, min);
  // The zone's offset at a guess, then at the instant it gives (a change of clocks in between).
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone)).toISOString();
}

/** How far ahead of UTC the clocks of `timeZone` are at `ms`, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return (
    Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second')) - Math.floor(ms / 1000) * 1000
  );
}
