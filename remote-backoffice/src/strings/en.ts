/** The back office's strings in English: its own namespace, "backoffice", released with it
 *  (./index.ts registers them). Each page keeps its words under its own group. */
export const en = {
  backoffice: {
    title: 'Back office',
    titles: {
      signIn: 'Sign in to the back office',
      orders: 'Orders',
      order: 'Order',
      customers: 'Customers',
      customer: 'Customer',
      settings: 'Settings',
    },
    loadFailed: 'Something went wrong!',
  },
};
