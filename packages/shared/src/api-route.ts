import type { z } from 'zod';
import type { Action, Subject } from './abilities';

/**
 * One call beside `/api/qry`, described once for both sides: the server's route validates `body`
 * and checks `ability`; the console's call takes `RouteBody` and gets `RouteAnswer`.
 * @example apiRoute({ path: '/api/refs/move', body: refMoveSchema, answer: refTreeAnswerSchema, ability: ['update', 'refs'] })
 */
export interface ApiRoute<Body extends z.ZodType = z.ZodType, Answer extends z.ZodType = z.ZodType> {
  path: `/api/${string}`;
  body: Body;
  answer: Answer;
  ability: readonly [Action, Subject];
}

/** A route of a table, its schemas' types kept. */
export const apiRoute = <Body extends z.ZodType, Answer extends z.ZodType>(
  route: ApiRoute<Body, Answer>,
): ApiRoute<Body, Answer> => route;

/** What the console sends to a route (defaults may be left out). */
export type RouteBody<Route extends ApiRoute> = z.input<Route['body']>;
/** What a route answers. */
export type RouteAnswer<Route extends ApiRoute> = z.output<Route['answer']>;
