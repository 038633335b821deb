import { type LoaderFunctionArgs, redirect } from 'react-router';
import { pathFor } from '../lib/routes';

export function isOneOf(allowed: readonly string[], value: string | undefined): boolean {
  return value !== undefined && allowed.includes(value);
}

/** A loader that sends the route to error-404 unless `param` is one of `allowed` (SPEC §5). */
export function paramGuard(param: string, allowed: readonly string[]) {
  return ({ params }: LoaderFunctionArgs): null => {
    if (!isOneOf(allowed, params[param])) throw redirect(pathFor('error-404'));
    return null;
  };
}
