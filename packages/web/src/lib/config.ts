/** Settings of the console, read once from the build environment; nothing else reads `import.meta.env`. */
export interface AppConfig {
  /** Base address of the API; empty means the same origin that served the console. */
  apiBaseUrl: string;
  appName: string;
  version: string;
  isDev: boolean;
}

export const config: AppConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
  appName: 'Cubus',
  version: import.meta.env.VITE_APP_VERSION ?? '0.1.0',
  isDev: import.meta.env.DEV,
};
