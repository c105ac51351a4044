import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@teamwear/shared/router';
import { signInAddress } from './sign-in-address';
import { useStaffSignedIn } from './use-staff-session';

/** A back office page for the signed-in team only: anyone else (a visitor, a customer signed in to
 *  the customer app) goes to the back office's sign-in, and comes back here after it. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const signedIn = useStaffSignedIn();
  const location = useLocation();
  if (signedIn) return children;
  return <Navigate to={signInAddress(`${location.pathname}${location.search}`)} replace />;
}
