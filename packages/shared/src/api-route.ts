import type { z } from 'zod';
import type { Action, Subject } from './abilities';
import type { ErrorCode } from './errors';

/**
 * Who may make a call: a right (`['update', 'refs']`), any signed-in member of a domain
 * (`signed-in`: the account, the dashboard), or anyone (`public`: the health check).
 */
export type RouteAbility = readonly [Action, Subject] | 'signed-in' | 'public';

/**
 * One call beside `/api/qry`, described once for both sides: the server's route validates `body`
 * and checks `ability`; the console's call takes `RouteBody` and gets `RouteAnswer`.
 * @example apiRoute({ path: '/api/refs/move', body: refMoveSchema, answer: refTreeAnswerSchema, ability: ['update', 'refs'] })
 */
export interface ApiRoute<Body extends z.ZodType = z.ZodType, Answer extends z.ZodType = z.ZodType> {
  path: `/api/${string}`;
  /** `GET` for a read without a body (its `body` is `z.undefined()`); a call is a `POST` else. */
  method?: 'GET';
  body: Body;
  answer: Answer;
  ability: RouteAbility;
  /**
   * The error codes the call may answer beyond those its kind shares, which the server derives
   * from `ability` and the body (`validation_failed`, `unauthorized`, `forbidden`, the rate
   * limit, …). The server's tests fail on a code a call answers and does not declare.
   */
  errors?: readonly ErrorCode[];
}

/** A route of a table, its schemas' types kept. */
export const apiRoute = <Body extends z.ZodType, Answer extends z.ZodType>(
  route: ApiRoute<Body, Answer>,
): ApiRoute<Body, Answer> => route;

/**
 * A route as the console's shell calls it: its path and method at run time, its schemas as types
 * only (`schemas` is never set), so the first pages load without zod (see route-paths.ts).
 */
export interface RoutePath<Route extends ApiRoute = ApiRoute> {
  path: Route['path'];
  method?: 'GET';
  readonly schemas?: Route;
}

/** What the console sends to a route (defaults may be left out). */
export type RouteBody<Route extends ApiRoute> = z.input<Route['body']>;
/** What a route's handler gets: the body as the route's schema parsed it. */
export type RouteInput<Route extends ApiRoute> = z.output<Route['body']>;
/** What a route answers. */
export type RouteAnswer<Route extends ApiRoute> = z.output<Route['answer']>;
