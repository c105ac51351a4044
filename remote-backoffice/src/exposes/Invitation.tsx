import { InvitationPage } from '../invitation/InvitationPage';

/** The invitation link's page: outside the layout, as the sign-in (no one is signed in yet). */
export default InvitationPage;
