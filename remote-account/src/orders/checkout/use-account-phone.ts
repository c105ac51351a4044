import { useEffect } from 'react';
import { fetchDetails, useSession } from '@teamwear/shared/session';

/** The phone number of the customer's account (GET /api/accounts/details), for the order form to
 *  start from; null until it is known. Read once more when the session has no details yet. */
export function useAccountPhone(): string | null {
  const details = useSession((state) => state.details);
  const known = details !== null;
  useEffect(() => {
    if (!known) void fetchDetails();
  }, [known]);
  return details?.phoneNumber ?? null;
}
