import { TextField, type BaseProps } from '../components/form/fields';

// The account pages' new-password pair, with the password rules said once.

export const PASSWORD_RULES_HINT =
  'At least 8 characters, with an uppercase letter or a special character; not a common password, and not your e-mail address.';

type PasswordField = Pick<BaseProps, 'id' | 'label' | 'registration' | 'error'>;

/** A new password and its repetition: the rules hint on the first, new-password autofill on both. */
export function NewPasswordFields({ password, repeat }: { password: PasswordField; repeat: PasswordField }) {
  return (
    <>
      <TextField {...password} type="password" autoComplete="new-password" hint={PASSWORD_RULES_HINT} />
      <TextField {...repeat} type="password" autoComplete="new-password" />
    </>
  );
}
