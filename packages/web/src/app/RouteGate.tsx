import { decideRouteGate, type GatedRoute } from '@clube/core/navigation';
import type { ReactNode } from 'react';
import { Navigate } from '../router/index.ts';
import { useCompanyConfig } from '../runtime/club-selectors.ts';
import { href } from '../runtime/route-href.ts';
import { routes } from '../runtime/route-table.ts';

/** Opens a permission- or flag-gated route, or redirects to the route the core's rule names. */
export function RouteGate({ route, children }: { route: GatedRoute; children: ReactNode }) {
  const config = useCompanyConfig();
  if (!config) return null;
  const decision = decideRouteGate(route, config);
  if (decision.kind === 'allow') return <>{children}</>;
  return <Navigate to={href(routes[decision.to])} replace />;
}
