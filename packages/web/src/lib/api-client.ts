import type { ApiRoute, RouteAnswer, RouteBody, RoutePath } from '@cubus/shared';
import axios, {
  type AxiosAdapter,
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { z } from 'zod';
import { errorMessageOf } from './api-error';
import { getRefreshToken, getToken, setTokens } from './auth-tokens';
import { config } from './config';
import { endSession } from './session-end';
import { toastError } from './toast';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** `false`: the caller shows the error itself, the client shows no toast. */
    showErrorToast?: boolean;
    /** The body carries the token as `token` (whoami); set to the current one on every send. */
    tokenInBody?: boolean;
    /** Marks the replay after a refresh, so a second 401 ends instead of refreshing again. */
    isReplay?: boolean;
  }
}

export const refreshPath = '/jwt/refresh-token';
// A 401 from these means wrong credentials or a dead refresh token, never an expired access token.
const noRefreshPaths = ['/api/login', refreshPath];

export interface ApiClientOptions {
  baseURL?: string;
  adapter?: AxiosAdapter;
  notifyError?: (error: AxiosError) => void;
}

function bearerOf(request: InternalAxiosRequestConfig): string | undefined {
  return String(request.headers.get('Authorization') ?? '').replace(/^Bearer /, '') || undefined;
}

/**
 * The console's HTTP client: bearer token from storage; on a 401 exactly one refresh runs while
 * the other failing calls wait for it, then all are replayed; a failed refresh ends the session.
 */
export function createApiClient(options: ApiClientOptions = {}): AxiosInstance {
  const notifyError = options.notifyError ?? ((error: AxiosError) => toastError(errorMessageOf(error)));
  const client = axios.create({
    baseURL: options.baseURL ?? config.apiBaseUrl,
    adapter: options.adapter,
    headers: { 'Content-Type': 'application/json' },
  });
  let refreshing: Promise<string> | null = null;

  async function refresh(): Promise<string> {
    try {
      const refreshToken = getRefreshToken();
      if (!refreshToken) throw new Error('No refresh token');
      const { data } = await client.post<{ accessToken: string; refreshToken: string }>(
        refreshPath,
        { refreshToken },
        { showErrorToast: false },
      );
      // Signed out (or signed in anew) while the refresh ran: its answer must not bring tokens back.
      if (getRefreshToken() !== refreshToken) throw new Error('The session changed during the refresh');
      setTokens(data);
      return data.accessToken;
    } catch (error) {
      endSession(error);
      throw error;
    }
  }

  // The shared promise is the queue: every 401 that arrives while it runs waits on the same refresh.
  function refreshOnce(): Promise<string> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  // Synchronous, so a call leaves before the caller's next line runs (the pivot writes, then repaints).
  client.interceptors.request.use(
    (request) => {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      if (request.tokenInBody && token) {
        // A replay carries the body already serialised by the first send.
        const body: unknown = typeof request.data === 'string' ? JSON.parse(request.data) : request.data;
        request.data = { ...(body as object), token };
      }
      return request;
    },
    undefined,
    { synchronous: true },
  );

  client.interceptors.response.use(undefined, async (error: unknown) => {
    if (!axios.isAxiosError(error) || !error.config) throw error;
    const request = error.config;
    const path = request.url ?? '';
    if (error.response?.status === 401 && !request.isReplay && !noRefreshPaths.includes(path)) {
      const current = getToken();
      // A call sent before another one's refresh finished only needs the newer token.
      if (!current || current === bearerOf(request)) {
        try {
          await refreshOnce();
        } catch {
          throw error;
        }
      }
      return client.request({ ...request, isReplay: true });
    }
    if (request.showErrorToast !== false) notifyError(error);
    throw error;
  });

  return client;
}

export const apiClient = createApiClient();

/**
 * One call of a shared route table, its body and answer typed from the route's schemas: no
 * console file re-types what the server answers. Development builds parse the answer with the
 * route's answer schema and report a mismatch loudly (a shell's `RoutePath` has none to check);
 * production builds trust the server.
 * @example const { changeId } = await callRoute(cubeRoutes.undo, { cubeId })
 */
export async function callRoute<Route extends ApiRoute>(
  route: Route | RoutePath<Route>,
  body: RouteBody<Route>,
  options: Pick<AxiosRequestConfig, 'showErrorToast' | 'signal'> = {},
): Promise<RouteAnswer<Route>> {
  const { data } =
    route.method === 'GET'
      ? await apiClient.get<unknown>(route.path, options)
      : await apiClient.post<unknown>(route.path, body, options);
  if (import.meta.env.DEV && 'answer' in route) checkAnswer(route.path, route.answer, data);
  return data as RouteAnswer<Route>;
}

/** A development build's check that the server answers what the shared schema says. */
export function checkAnswer(path: string, answer: z.ZodType, data: unknown): void {
  const parsed = answer.safeParse(data);
  if (parsed.success) return;
  console.error(`${path} answered outside its answer schema`, parsed.error.issues, data);
  throw new Error(`${path} answered outside its answer schema: ${parsed.error.message}`);
}
