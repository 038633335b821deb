/** Every key the console writes to local storage, in one place (SPEC §9). */
export const storageKeys = {
  /** The product token the navigation guard reads; holds the current access token. */
  cubusToken: 'cubusToken',
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  /** The skin lives under its own key, as the template kept it. */
  skin: 'cubus-skin',
  /** All other layout settings (layout type, RTL, navbar, footer, …). */
  layout: 'cubus-layout',
  language: 'cubus-language',
  /** Unfinished uploads by file (name, size, date), so a reload resumes instead of starting over. */
  uploads: 'cubus-uploads',
} as const;
