/** The operations console's texts (issue 31): staff read them, travellers never do. */
export const STAFF_MESSAGES = {
  /** One answer for an unknown address, a wrong password or a wrong code: nothing to probe. */
  badCredentials: 'The e-mail address, password or code is not right.',
  codeRequired: 'Enter the 6-digit code from your authenticator app, or a recovery code.',
  notSignedIn: 'Sign in to the operations console.',
  sessionEnded: 'Your session has ended. Sign in again.',
  staffOnly: 'This is for staff signed in to the operations console.',
  notForRole: 'Your role does not allow this.',
  setupLinkInvalid: 'This set-up link is not valid any more. Ask an administrator for a new one.',
  setupCodeWrong: 'That code is not right. Check the time on your phone and enter the current code.',
  emailTaken: 'A member of staff already has this e-mail address.',
  nameRequired: 'Enter a name.',
  roleRequired: 'Choose a role.',
  cannotChangeSelf: 'You cannot change or disable your own account.',
  staffNotFound: 'No member of staff has this id.',
  crossSite: 'This request came from another site.',
} as const;
