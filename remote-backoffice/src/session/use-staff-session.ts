import { useStore } from 'zustand';
import type { ShopRole } from '@teamwear/shared/contracts/plain';
import { staffMemberOf, staffSession, type StaffMember } from './staff-session-store';

/** Whether a team member is signed in to the back office (this browser's staff session). */
export function useStaffSignedIn(): boolean {
  return useStore(staffSession, (state) => state.tokens !== null);
}

/** The signed-in team member, or null. */
export function useStaffMember(): StaffMember | null {
  const tokens = useStore(staffSession, (state) => state.tokens);
  return staffMemberOf(tokens);
}

/** The signed-in member's role in the shop: pages hide what it may not do (the API refuses it anyway). */
export function useStaffRole(): ShopRole | null {
  return useStaffMember()?.role ?? null;
}
