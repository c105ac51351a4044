export const marketing = {
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
};
