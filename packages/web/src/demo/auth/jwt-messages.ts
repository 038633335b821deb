/** SPEC §5: the template's sign-in messages, word for word; the mocks answer with them, the pages translate them. */
export const jwtMessages = {
  loginInvalid: 'Email or Password is Invalid',
  emailInUse: 'This email is already in use.',
  usernameInUse: 'This username is already in use.',
  emailMissing: 'Please enter your email.',
  usernameMissing: 'Please enter your username.',
  passwordMissing: 'Please enter password',
  refreshInvalid: 'Invalid refresh token',
} as const;

export type JwtMessage = keyof typeof jwtMessages;

/** The key of a message the mock answered, to show it in the reader's language; undefined if it is not one. */
export function jwtMessageKey(message: string): JwtMessage | undefined {
  return (Object.keys(jwtMessages) as JwtMessage[]).find((key) => jwtMessages[key] === message);
}
