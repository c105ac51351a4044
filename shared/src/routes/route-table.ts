/** Which app renders a route. The shell owns sign-in pages; each remote owns its area. */
export type RouteOwner = 'shell' | 'marketing' | 'designer' | 'account';

export interface RouteEntry {
  /** react-router path pattern */
  path: string;
  /** Public routes are open to visitors; every other route needs a signed-in customer. */
  public: boolean;
  owner: RouteOwner;
  /** The exposed module (for remotes) or shell page that renders the route. */
  page: string;
  /** Extra props for the page, e.g. which garment a design editor opens. */
  props?: Record<string, string>;
  /** The page is drawn without antd (no theme provider around it, antd never downloaded for
   *  it), so it must not use antd. For the pages whose first load is on a byte budget. */
  withoutAntd?: boolean;
}

/** Design editor slugs of docs/product.md §2, one per garment. */
export const DESIGN_SLUGS = [
  'soccer',
  'polo',
  'sleeveless',
  'oversizedshirt',
  'tshirt',
  'hoodie',
  'boxyfit',
  'boxingtrunk',
] as const;
export type DesignSlug = (typeof DESIGN_SLUGS)[number];

/** The route table of docs/product.md §2. Order matters only for the catch-all, which is last. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', public: true, owner: 'marketing', page: './Home', withoutAntd: true },
  { path: '/products', public: true, owner: 'marketing', page: './Products', withoutAntd: true },
  { path: '/features', public: true, owner: 'marketing', page: './Features' },
  { path: '/contact', public: true, owner: 'marketing', page: './Contact' },
  ...DESIGN_SLUGS.map(
    (slug): RouteEntry => ({
      path: `/design/${slug}`,
      public: true,
      owner: 'designer',
      page: './DesignEditor',
      props: { product: slug },
    }),
  ),
  { path: '/preview', public: true, owner: 'designer', page: './Preview' },
  { path: '/auth/signin', public: true, owner: 'shell', page: 'SignIn' },
  { path: '/auth/signup', public: true, owner: 'shell', page: 'SignUp' },
  { path: '/auth/forgotpassword', public: true, owner: 'shell', page: 'ForgotPassword' },
  // Reached from mailed links (reset, unlock, email confirmation) or from a sign-in that needs one more step.
  { path: '/auth/resetpassword', public: true, owner: 'shell', page: 'ResetPassword' },
  { path: '/auth/unlock', public: true, owner: 'shell', page: 'Unlock' },
  { path: '/auth/verifyemail', public: true, owner: 'shell', page: 'VerifyEmail' },
  { path: '/auth/otp', public: true, owner: 'shell', page: 'Otp' },
  { path: '/auth/terms', public: true, owner: 'shell', page: 'Terms' },
  // A design handed over from the studio on a partner's site (`?token=…`): public, as the link
  // arrives signed out; the page sends the visitor to sign in and back.
  { path: '/handoff', public: true, owner: 'shell', page: 'Handoff' },
  { path: '/me/dashboard', public: false, owner: 'account', page: './Dashboard' },
  { path: '/me/assets', public: false, owner: 'account', page: './Assets' },
  { path: '/me/players', public: false, owner: 'account', page: './Players' },
  { path: '/me/histories', public: false, owner: 'account', page: './Histories' },
  // The order form (`?design=<id>`: the cart, My designs and the studio link here) and one order
  // (`?id=<id>`: the API's mails link here).
  { path: '/me/checkout', public: false, owner: 'account', page: './Checkout' },
  { path: '/me/order', public: false, owner: 'account', page: './Order' },
  { path: '/me/setting', public: false, owner: 'account', page: './Setting' },
  { path: '*', public: true, owner: 'marketing', page: './NotFound' },
];
