import { decideRouteGate, type GatedRoute } from '@clube/core';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useCompanyConfig } from './club-selectors.ts';

/** Opens a permission- or flag-gated route, or redirects where the core's rule says. */
export function RouteGate({ route, children }: { route: GatedRoute; children: ReactNode }) {
  const config = useCompanyConfig();
  if (!config) return null;
  const decision = decideRouteGate(route, config);
  return decision.kind === 'allow' ? <>{children}</> : <Navigate to={decision.to} replace />;
}
