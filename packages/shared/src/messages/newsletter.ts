/** Newsletter sign-up (the content spec's sections 5 and 8); the thank-you text is ours. */
export const NEWSLETTER_MESSAGES = {
  required: 'This field is required.',
  invalidEmail: 'Enter a valid email address.',
  thanks: 'Thank you! Please check your inbox and confirm your subscription.',
} as const;
