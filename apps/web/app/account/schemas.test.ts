import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as A } from '@landline/shared/messages';
import {
  EMPTY_REGISTER_FORM,
  fieldMessages,
  loginFormSchema,
  passwordChangeFormSchema,
  profileFormSchema,
  recoveryFormSchema,
  registerFormSchema,
  resetFormSchema,
  type ProfileForm,
} from './schemas';

const TODAY = '2026-11-23';

const PROFILE: ProfileForm = {
  title: 'Ms',
  first_name: 'Ada',
  last_name: 'Lovelace',
  gender: '2',
  date_of_birth: '1990-05-17',
  email: 'ada@example.com',
  phone_number: '+1 970 555 0100',
  emergency_phone: '',
  known_traveler: '',
  seat_preference: '',
  preferred_airport: '',
};

describe('login form schema', () => {
  it('needs an e-mail and a password, with the spec messages', () => {
    expect(fieldMessages(loginFormSchema, { email: '', password: '' })).toEqual({
      email: A.emailRequired,
      password: 'Password is required',
    });
  });

  it('checks the e-mail format', () => {
    expect(fieldMessages(loginFormSchema, { email: 'ada@', password: 'x' })).toEqual({ email: A.emailInvalid });
    expect(fieldMessages(loginFormSchema, { email: ' ada@example.com ', password: 'x' })).toEqual({});
  });
});

describe('registration form schema', () => {
  const valid = {
    ...EMPTY_REGISTER_FORM,
    first_name: 'Ada',
    last_name: "O'Neil-Smith",
    email: 'ada@example.com',
    password: 'Landline1',
    retypePassword: 'Landline1',
    phone_number: '(970) 555-0100',
  };

  it('accepts a complete registration, with or without a referral code', () => {
    expect(fieldMessages(registerFormSchema, valid)).toEqual({});
    expect(fieldMessages(registerFormSchema, { ...valid, referal_code: 'ABC123' })).toEqual({});
  });

  it('gives the sign-up messages of section 5 for an empty form', () => {
    expect(fieldMessages(registerFormSchema, EMPTY_REGISTER_FORM)).toEqual({
      first_name: 'First Name is required',
      last_name: 'Last Name is required',
      email: 'This is not a valid e-mail format.',
      password: 'Your password does not meet requirements.',
      retypePassword: 'Please type again your password.',
      phone_number: 'Phone number is required',
    });
  });

  it('checks names, e-mail, password rules and phone format', () => {
    expect(
      fieldMessages(registerFormSchema, {
        ...valid,
        first_name: 'Ada2',
        email: 'ada@x',
        password: 'lowercase1',
        retypePassword: 'lowercase1',
        phone_number: 'call me',
      }),
    ).toEqual({
      first_name: 'The first name must contain only letters with no special characters or spaces',
      email: A.emailInvalid,
      password: A.passwordRules,
      phone_number: 'Please make sure your Phone number is correct',
    });
    // At least 8 characters with an uppercase letter or a special character.
    expect(fieldMessages(registerFormSchema, { ...valid, password: 'short!A', retypePassword: 'short!A' })).toEqual({
      password: A.passwordRules,
    });
    expect(fieldMessages(registerFormSchema, { ...valid, password: 'lowercase!', retypePassword: 'lowercase!' })).toEqual({});
  });

  it('says when the passwords differ, even while other fields are wrong', () => {
    expect(fieldMessages(registerFormSchema, { ...valid, email: '', retypePassword: 'Landline2' })).toEqual({
      email: A.emailInvalid,
      retypePassword: 'Your passwords do not match. Please, check your typing in both fields and submit again.',
    });
  });
});

describe('profile form schema', () => {
  const schema = profileFormSchema(TODAY);

  it('accepts a complete profile', () => {
    expect(fieldMessages(schema, PROFILE)).toEqual({});
    expect(
      fieldMessages(schema, { ...PROFILE, preferred_airport: 'DEN', seat_preference: 'Window', emergency_phone: '970-555-0101' }),
    ).toEqual({});
  });

  it('requires the basic info and contact fields, with the spec messages', () => {
    const empty = Object.fromEntries(Object.keys(PROFILE).map((k) => [k, ''])) as ProfileForm;
    expect(fieldMessages(schema, empty)).toEqual({
      title: 'Title is required',
      first_name: 'First Name is required',
      last_name: 'Last Name is required',
      gender: 'Gender is required',
      date_of_birth: 'Date of birth is required',
      email: "Without Email address, we can't reach you",
      phone_number: 'Phone number is required',
    });
  });

  it('refuses airports outside the list with "{value} is not a valid choise"', () => {
    expect(fieldMessages(schema, { ...PROFILE, preferred_airport: 'XYZ' })).toEqual({ preferred_airport: 'XYZ is not a valid choise' });
  });

  it('refuses dates of birth in the future or that do not exist, and bad e-mails and phones', () => {
    expect(fieldMessages(schema, { ...PROFILE, date_of_birth: '2026-11-24' })).toEqual({ date_of_birth: A.dateOfBirthFormat });
    expect(fieldMessages(schema, { ...PROFILE, date_of_birth: '1990-02-30' })).toEqual({ date_of_birth: A.dateOfBirthFormat });
    expect(fieldMessages(schema, { ...PROFILE, date_of_birth: '1899-12-31' })).toEqual({ date_of_birth: A.dateOfBirthFormat });
    expect(fieldMessages(schema, { ...PROFILE, date_of_birth: '1900-01-01' })).toEqual({});
    expect(fieldMessages(schema, { ...PROFILE, date_of_birth: '2000-02-29' })).toEqual({});
    expect(fieldMessages(schema, { ...PROFILE, email: 'nope' })).toEqual({ email: 'Please enter a valid Email address' });
    expect(fieldMessages(schema, { ...PROFILE, emergency_phone: 'x' })).toEqual({ emergency_phone: A.phoneFormat });
  });
});

describe('password forms', () => {
  it('change password: current required, new one by the rules, repeated equal', () => {
    expect(fieldMessages(passwordChangeFormSchema, { current_password: '', new_password: '', repeated_password: '' })).toEqual({
      current_password: 'Password is required',
      new_password: A.passwordRules,
      repeated_password: 'Please type again your password.',
    });
    expect(
      fieldMessages(passwordChangeFormSchema, { current_password: 'x', new_password: 'NewPass12', repeated_password: 'NewPass13' }),
    ).toEqual({
      repeated_password: A.passwordsDiffer,
    });
  });

  it('reset: new password by the rules and repeated equal', () => {
    expect(fieldMessages(resetFormSchema, { new_password: 'NewPass12', repeated_password: 'NewPass12' })).toEqual({});
    expect(fieldMessages(resetFormSchema, { new_password: 'abc', repeated_password: 'abd' })).toEqual({
      new_password: A.passwordRules,
      repeated_password: A.passwordsDiffer,
    });
  });

  it('recovery needs a non-empty, valid e-mail', () => {
    expect(fieldMessages(recoveryFormSchema, { email: '  ' })).toEqual({ email: A.emailRequired });
    expect(fieldMessages(recoveryFormSchema, { email: 'ada@example' })).toEqual({ email: A.emailInvalid });
    expect(fieldMessages(recoveryFormSchema, { email: 'ada@example.com' })).toEqual({});
  });
});
