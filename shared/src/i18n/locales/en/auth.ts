export const auth = {
  auth: {
    signInTitle: 'Sign in',
    signUpTitle: 'Sign up',
    forgotPasswordTitle: 'Forgot password',
  },
};
