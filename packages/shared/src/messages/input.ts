/** Any field (docs/decisions/ "Input limits"); ours. `{max}` is the field's limit. */
export const INPUT_MESSAGES = {
  unreadable: 'This field contains characters that are not allowed.',
  tooLong: 'Use at most {max} characters.',
  wholeNumber: 'Enter a whole number.',
  /** A JSON body's number sent as text, even as digits (decision 236). */
  numberNotText: 'Must be a number, not text.',
  boolean: 'Must be true or false.',
} as const;
