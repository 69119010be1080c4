import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import type { FeatureFlag } from '@landline/shared/constants';
import type { OpsSettings } from '@landline/shared/schemas';
import { FormAlert, LoadFailed } from '../../components/form/alerts';
import { TextField } from '../../components/form/fields';
import { useSchemaForm } from '../../components/form/use-schema-form';
import { ops } from '../api';
import { settingsFormSchema, type SettingsForm } from './schemas';

// Feature flags and settings (admins, decision 280): what GET settings/ serves to every page,
// on every instance within two seconds of saving. The rules on the server read the same values.

const SETTINGS = ['ops', 'settings'] as const;

const FLAG_LABELS: Record<FeatureFlag, { label: string; about: string }> = {
  loyalty: { label: 'Penguin Perks', about: 'Points, paying with points and buying miles.' },
  door2Door: { label: 'Door-to-door', about: 'Door-to-door pickups sold in the cart.' },
  connectionGarantie: { label: 'Connection guarantee', about: 'The guarantee sold in the cart.' },
  editTrip: { label: 'Change a trip', about: 'Manage Trip on a booked trip.' },
  changeTripSeat: { label: 'Change seats', about: 'Changing seats on a booked trip.' },
  referral: { label: 'Referrals', about: 'Invite a friend.' },
  showCarousel: { label: 'Home carousel', about: 'The pictures on the home page.' },
  showFlightSearch: { label: 'Flight search', about: 'Searching with partner flights.' },
};

function formOf(s: OpsSettings): SettingsForm {
  return {
    flags: Object.fromEntries(s.flags.map((f) => [f.name, f.value])),
    mile_min: String(s.mile_min),
    mile_max: String(s.mile_max),
    images: s.carousel_images.map(({ image, alt, title, text }) => ({ image, alt, title, text })),
  };
}

function SettingsEditor({ settings }: { settings: OpsSettings }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { field, formErrors, onSubmit, submitting, form } = useSchemaForm<SettingsForm>({
    schema: settingsFormSchema,
    defaultValues: formOf(settings),
    order: ['mile_min', 'mile_max', 'images'],
    async submit(values) {
      setSaved(false);
      const answer = await ops<OpsSettings>('settings/', {
        method: 'PATCH',
        body: {
          flags: values.flags,
          mile_min: Number(values.mile_min),
          mile_max: Number(values.mile_max),
          carousel_images: values.images,
        },
      });
      queryClient.setQueryData(SETTINGS, answer);
      form.reset(formOf(answer));
      setSaved(true);
    },
  });
  const images = useFieldArray({ control: form.control, name: 'images' });
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="ops-settings-title" className="ops-form">
      <FormAlert messages={formErrors} />
      {saved && (
        <p role="status" className="ops-notice">
          Saved. Every server serves the change within two seconds.
        </p>
      )}
      <fieldset className="ops-fieldset ops-card">
        <legend>Feature flags</legend>
        {settings.flags.map(({ name }) => (
          <label key={name} className="ops-check">
            <input type="checkbox" {...form.register(`flags.${name}`)} /> <strong>{FLAG_LABELS[name].label}</strong>{' '}
            <span className="ops-muted">
              ({name}) {FLAG_LABELS[name].about}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset className="ops-fieldset ops-card">
        <legend>Buying miles: one purchase</legend>
        <TextField label="Fewest miles" inputMode="numeric" {...field('mile_min')} />
        <TextField label="Most miles" inputMode="numeric" {...field('mile_max')} />
      </fieldset>
      <fieldset className="ops-fieldset ops-card">
        <legend>Home carousel pictures, in order</legend>
        {images.fields.map((item, i) => (
          <div key={item.id} className="ops-card" role="group" aria-label={`Picture ${i + 1}`}>
            <TextField
              label={`Picture ${i + 1}: address on this site`}
              hint="Such as /carousel/coach.svg"
              {...field(`images.${i}.image`)}
            />
            <TextField label={`Picture ${i + 1}: description for readers who cannot see it`} {...field(`images.${i}.alt`)} />
            <TextField label={`Picture ${i + 1}: title`} {...field(`images.${i}.title`)} />
            <TextField label={`Picture ${i + 1}: text`} optional {...field(`images.${i}.text`)} />
            <button type="button" className="ops-button ops-button--ghost" onClick={() => images.remove(i)}>
              Remove picture {i + 1}
            </button>
          </div>
        ))}
        {images.fields.length < 10 && (
          <button
            type="button"
            className="ops-button ops-button--ghost"
            onClick={() => images.append({ image: '', alt: '', title: '', text: '' })}
          >
            Add a picture
          </button>
        )}
      </fieldset>
      <p className="ops-actions">
        <button type="submit" className="ops-button ops-button--primary" disabled={submitting}>
          {submitting ? 'Saving…' : 'Save settings'}
        </button>
      </p>
    </form>
  );
}

export function SettingsPage() {
  const settings = useQuery({ queryKey: SETTINGS, queryFn: () => ops<OpsSettings>('settings/') });
  return (
    <section aria-labelledby="ops-settings-title">
      <h1 id="ops-settings-title">Flags and settings</h1>
      {settings.data?.updated_at && <p className="ops-muted">Last changed {new Date(settings.data.updated_at).toLocaleString()}.</p>}
      {settings.error && <LoadFailed error={settings.error} retry={() => void settings.refetch()} />}
      {settings.isPending && <p role="status">Loading…</p>}
      {settings.data && <SettingsEditor settings={settings.data} />}
    </section>
  );
}
