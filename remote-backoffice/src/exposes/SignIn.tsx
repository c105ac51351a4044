import { SignInPage } from '../pages/SignInPage';

export default SignInPage;
