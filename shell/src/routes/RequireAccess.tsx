import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@teamwear/shared/router';
import { decideAccess } from '@teamwear/shared/routes';
import { isSignedInCustomer, useSession } from '@teamwear/shared/session';

/** docs/product.md §2 access rule, applied to every route. */
export function RequireAccess({ children }: { children: ReactNode }) {
  const location = useLocation();
  const signedIn = useSession(isSignedInCustomer);
  const decision = decideAccess(location, signedIn);
  return decision.allow ? children : <Navigate to={decision.redirectTo} replace />;
}
