// The staff's session (docs/product.md §15): the pages call the API only through staffCall and
// staffDownload, and are drawn inside RequireStaff.
export { staffCall, staffDownload } from './staff-call';
export { RequireStaff } from './RequireStaff';
export { useStaffMember, useStaffRole, useStaffSignedIn } from './use-staff-session';
export { signInStaff, completeStaffOtp, resendStaffOtp, acceptStaffTerms, signOutStaff, refreshStaffSession, type StaffSignInOutcome } from './staff-auth';
export { STAFF_SESSION_KEY, type StaffMember } from './staff-session-store';
export { STAFF_SIGN_IN_PATH, STAFF_HOME_PATH, STAFF_ORDERS_PATH, staffHomeOf, signInAddress, afterSignIn } from './sign-in-address';
