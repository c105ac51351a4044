export const shell = {
  common: {
    loading: 'Loading…',
    somethingWentWrong: 'Something went wrong!',
    goHome: 'Go to home',
    retry: 'Try again',
  },
  nav: {
    home: 'Home',
    features: 'Features',
    products: 'Product',
    contact: 'Contact us',
    signIn: 'Sign in',
    signUp: 'Sign up',
    dashboard: 'Dashboard',
    myDesigns: 'My designs',
    players: 'Player list',
    orders: 'My orders',
    settings: 'Settings',
    groupResources: 'Resources',
    groupOrdering: 'Ordering',
    signOut: 'Sign out',
  },
  tenant: {
    notFound: 'This shop is not available at this address.',
    unreachable: 'The shop could not be reached. Check your connection and try again.',
  },
  remote: {
    unavailableTitle: 'This part of the site is not available right now',
    unavailableDetail: 'The rest of the site still works. You can try again in a moment.',
  },
  language: {
    label: 'Language',
    en: 'English',
    kh: 'ខ្មែរ',
  },
};
