import { type RouteBody, rootDomainRoutes } from '@cubus/shared';
import { useMutation } from '@tanstack/react-query';
import { callRoute } from '../../../lib/api-client';

type Routes = typeof rootDomainRoutes;

/** One change of a domain, as the ROOT MENU's Domains screen makes it. */
export type DomainChange = {
  [Kind in keyof Routes]: { kind: Kind } & RouteBody<Routes[Kind]>;
}[keyof Routes];

/** One call per change (the route table: shared `domains.ts`); the screen reloads its grid after each. */
export function useDomainChange() {
  return useMutation({
    mutationFn: ({ kind, ...body }: DomainChange) =>
      callRoute<Routes[typeof kind]>(rootDomainRoutes[kind], body as RouteBody<Routes[typeof kind]>),
  });
}
