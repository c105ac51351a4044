/** English strings; the Khmer file must have exactly the same keys (a unit test checks). */
export const en = {
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
  marketing: {
    heroTitle: 'Mock up your dream sportswear',
    heroSubtitle: 'Customisable logo, sponsor logo, font style and more.',
    startDesigning: 'Start designing',
    productsTitle: 'Products',
    featuresTitle: 'Features',
    contactTitle: 'Contact us',
    notFoundTitle: 'Page not found',
    notFoundDetail: 'The page you are looking for was not found.',
  },
  designer: {
    editorTitle: 'Design studio: {{product}}',
    previewTitle: 'Design preview',
  },
  account: {
    dashboardTitle: 'Dashboard',
    assetsTitle: 'My designs',
    playersTitle: 'Player list',
    historiesTitle: 'My orders',
    settingTitle: 'Settings',
  },
  auth: {
    signInTitle: 'Sign in',
    signUpTitle: 'Sign up',
    forgotPasswordTitle: 'Forgot password',
  },
  products: {
    soccer: 'Soccer kit',
    polo: 'Polo shirt',
    sleeveless: 'Sleeveless shirt',
    oversizedshirt: 'Oversized t-shirt',
    tshirt: 'Regular t-shirt',
    hoodie: 'Hoodie',
    boxyfit: 'Boxy t-shirt',
    boxingtrunk: 'Boxing trunks',
  },
  language: {
    label: 'Language',
    en: 'English',
    kh: 'ខ្មែរ',
  },
};

/** Same tree shape as `en`, every leaf a string: the Khmer file is typed against this. */
type Leaves<T> = { [K in keyof T]: T[K] extends string ? string : Leaves<T[K]> };
export type Messages = Leaves<typeof en>;
