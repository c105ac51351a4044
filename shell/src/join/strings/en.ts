/** The players' page's words in English (its own small table: the page carries no i18next). */
export const en = {
  page: {
    title: "Join {{title}}",
    loading: "Opening the collection…",
    language: "Language",
    deadline: "Send your sizes by {{deadline}}",
    message: "From your team manager",
    design: "The kit",
    front: "Front",
    back: "Back",
    designFront: "The front of the kit",
    designBack: "The back of the kit, with your name and number",
    noDesign: "The design cannot be shown, but you can still send your sizes.",
  },
  form: {
    heading: "Your kit",
    headingEdit: "Change your entry",
    name: "Name to print",
    nameHint: "As it should be printed, in any script (ខ្មែរ too).",
    nameOnly: "Your name",
    number: "Number",
    numberHint: "A whole number from {{min}} to {{max}}.",
    size: "Size",
    shirtSize: "Shirt size",
    shortsSize: "Shorts size",
    chooseSize: "Choose…",
    email: "E-mail (optional)",
    emailHint: "For a copy of your entry and the link to change it.",
    send: "Send my sizes",
    save: "Save my changes",
    sending: "Sending…",
    cancel: "Cancel",
  },
  problems: {
    nameRequired: "Write your name.",
    numberRequired: "Choose a number.",
    numberRange: "The number must be a whole number from {{min}} to {{max}}.",
    sizeRequired: "Choose a size.",
    shortsSizeRequired: "Choose a shorts size.",
    emailInvalid: "This is not an e-mail address.",
    numberTaken: "Number {{number}} is already taken. Pick a free one:",
    numberTakenNoneFree:
      "Number {{number}} is already taken and no number is free: ask your team manager.",
    pickNumber: "Take number {{number}}",
    full: "This collection is full: ask your team manager to add you.",
    closed: "This collection is closed: ask your team manager to add you.",
    notFound:
      "There is no such collection: check the link with your team manager.",
    noShop: "This shop cannot be found: check the link with your team manager.",
    network: "The connection failed. What you typed is kept: try again.",
    rateLimited:
      "Too many players are sending at once. What you typed is kept: try again in {{seconds}} seconds.",
    rateLimitedSoon:
      "Too many players are sending at once. What you typed is kept: try again in a moment.",
    check: "Check the fields marked below.",
    unexpected: "Something went wrong. What you typed is kept: try again.",
    linkInvalid:
      "This private link does not work any more. You can still join below.",
    retry: "Try again",
  },
  done: {
    heading: "You are in!",
    headingChanged: "Your entry is saved",
    entered: "What you sent",
    linkHeading: "Your private link",
    linkHint:
      "Keep it: it changes your entry until {{deadline}}. Anyone with it can change your entry, so do not share it.",
    copy: "Copy the link",
    copied: "Copied",
    change: "Change my entry",
    mailed: "A copy was sent to {{email}}.",
  },
  closed: {
    heading: "This collection is closed",
    body: "The deadline has passed. Ask your team manager to add you or to change your entry.",
  },
  guide: {
    open: "Size guide: {{piece}}",
    howTo:
      "The garment laid flat, in cm. Compare with a shirt or shorts that fit you well.",
    notMeasured:
      "The shop has not given measurements for these sizes yet: ask your team manager if you are not sure.",
    shirt: "Shirt",
    shorts: "Shorts",
    garment: "Garment",
    size: "Size",
    measures: {
      chest: "Chest width",
      length: "Length",
      sleeve: "Sleeve",
      waist: "Waist width",
      hip: "Hip width",
    },
  },
};

/** The shape every language's table has (the test compares kh with en). */
export type JoinStrings = typeof en;
