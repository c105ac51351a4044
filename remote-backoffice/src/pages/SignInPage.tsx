/** /backoffice/signin: the shop team's sign-in (../signin). */
export { StaffSignInPage as SignInPage } from '../signin/StaffSignInPage';
