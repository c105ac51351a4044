/**
 * The studio on a partner's page (shell/src/embed, remote-designer/src/embed), and the shop's page
 * that takes a design handed over from there (/handoff).
 *
 * `embedLoader` is read by the loader script (/embed.js) without i18next, which would not fit in its
 * byte budget (bench/bytes.mjs): what it shows before the studio's own scripts (and i18next) have arrived, or when they
 * cannot. The same strings are under `embed.loader` for everything else.
 */
export const embedLoader = {
  loading: 'Loading the design studio…',
  region: 'Design studio',
  failedTitle: 'The design studio could not be loaded',
  failedDetail: 'The shop’s site could not be reached. The rest of this page still works; try again in a moment.',
  setupTitle: 'The design studio is not set up correctly on this page',
  setupDetail: 'The site’s owner finds the reason in the browser’s console.',
  retry: 'Try again',
};

export const embed = {
  embed: {
    opening: 'Opening the design…',
    loader: embedLoader,
    shopUnreachableTitle: 'The design studio could not start',
    shopUnreachableDetail: 'The shop could not be reached from this site, or this site may not show its studio. Try again in a moment.',
    unknownShop: 'No shop has the key “{{shop}}”. The site’s owner can check the key the shop gave them.',
    notOffered: 'This shop does not offer this garment.',
    unavailableTitle: 'The design studio is not available right now',
    unavailableDetail: 'The rest of this page still works. You can try again in a moment.',
    designUnreadable: 'The design this page gave could not be read, so a new design was started.',
    designOtherGarment: 'The design this page gave is for another garment, so a new design was started.',
    status: 'Kept on this device. Continue on {{shop}} to save and order it.',
    continueOn: 'Continue on {{shop}}',
    handedOff: '{{shop}} opened in a new tab: sign in there to keep your design. The link works for 30 minutes.',
    handOffFailed: 'The design could not be handed over to {{shop}}. Check the connection and try again.',
    handOffTooLarge: 'This design is too large to hand over. Remove a picture and try again.',
    handOffTooMany: 'Too many designs were handed over from here. Try again in a minute.',
    handOffInvalid: 'This design cannot be handed over as it is.',
    popupBlocked: 'The browser did not open a new tab. Open the shop with this link:',
    openShop: 'Open {{shop}}',
  },
  handoff: {
    title: 'Your design',
    opening: 'Opening the design…',
    question: 'Keep this design?',
    questionDetail: 'It was made in the studio on {{site}}. Keep it only if you made it: it goes to My designs and your cart.',
    keep: 'Keep this design',
    notMine: 'Not mine',
    declined: 'The design was not kept, and its link no longer works.',
    declineFailed: 'That did not work. Try again in a moment.',
    unnamed: 'Untitled design',
    picture: 'Picture of the design {{name}}',
    taking: 'Adding the design to your account…',
    taken: 'Your design is in My designs and in your cart.',
    expired: 'This link has expired or was already used',
    expiredDetail: 'A design link works once, for 30 minutes. If you opened it before, the design is in My designs; if not, hand it over again from the studio where you made it.',
    incomplete: 'This link is incomplete. Open it again from the studio where you made the design.',
    limit: 'You already keep as many designs as you can. Delete one in My designs, then open this link again.',
    storage: 'Your designs use all the space you have. Delete one in My designs, then open this link again.',
    failed: 'The design could not be added to your account. Try again in a moment.',
    myDesigns: 'Go to My designs',
  },
};
