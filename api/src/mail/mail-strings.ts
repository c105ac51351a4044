import { ORDER_STATUS_WORDS, type AccountLanguage } from '@teamwear/shared/contracts';

/**
 * The mails' words in the two languages of the product (docs/product.md §1). The API has no
 * i18next: the Khmer tree is typed by the English one, so a missing key does not compile (and
 * mail-strings.test.ts compares them). An order's status is named by the order page's own words
 * (@teamwear/shared/contracts, ORDER_STATUS_WORDS), never by words of the mail's.
 */
export const MAIL_STRINGS_EN = {
  hello: 'Hello {{firstName}},',
  signature: '— {{shopName}}',
  seeOrder: 'See the order',
  chooseMails: 'You can choose which mails you get in your account settings.',
  welcome: {
    subject: 'Welcome to {{shopName}}: confirm your email',
    ready: 'Your account is ready. Please confirm that this email address is yours:',
    confirm: 'Confirm my email',
    once: 'The link works once, within {{days}} days. If you did not create this account, ignore this mail.',
  },
  verifyEmail: {
    subject: 'Confirm your email for {{shopName}}',
    ask: 'Please confirm that this email address is yours:',
    confirm: 'Confirm my email',
    once: 'The link works once, within {{days}} days.',
  },
  alreadyRegistered: {
    subject: 'Your {{shopName}} account',
    tried: 'Someone tried to register with this email address, which already has an account. If it was you, sign in, or ask for a new password.',
    signIn: 'Sign in',
    forgot: 'Forgot password',
    notYou: 'If it was not you, you can ignore this mail.',
  },
  staffInvite: {
    subject: 'You are invited to the {{shopName}} back office',
    invited: '{{inviter}} invited you to work in the {{shopName}} back office as {{role}}.',
    follow: 'Follow this link within {{hours}} hours to choose your password. It works once.',
    accept: 'Choose a password',
    roles: { OWNER: 'an owner', STAFF: 'staff', PRODUCTION: 'production' },
    notYou: 'If you do not know this shop, ignore this mail: no account is opened.',
  },
  resetPassword: {
    subject: 'Reset your {{shopName}} password',
    follow: 'Follow this link within {{minutes}} minutes to choose a new password. It works once.',
    reset: 'Reset password',
    notYou: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  unlock: {
    subject: 'Your {{shopName}} account is locked',
    locked: {
      one: 'There were several failed attempts to sign in to your account, so it is locked for {{count}} minute.',
      other: 'There were several failed attempts to sign in to your account, so it is locked for {{count}} minutes.',
    },
    ifYou: 'If it was you, unlock it now with this link (it works once):',
    unlock: 'Unlock my account',
    notYou: 'If it was not you, consider changing your password.',
  },
  otp: {
    subject: '{{code}} is your {{shopName}} sign-in code',
    enter: 'Enter this code to finish signing in on a new device:',
    expires: 'It expires in {{minutes}} minutes. If you are not signing in, change your password.',
  },
  passwordChanged: {
    subject: 'Your {{shopName}} password was changed',
    changed: 'The password of your account was just changed, and your other devices were signed out.',
    notYou: 'If you did not do this, reset your password now:',
    reset: 'Reset password',
  },
  orderStatus: {
    subject: 'Order {{number}}: {{status}}',
    now: 'The status of your order {{number}} is now: {{status}}.',
    shipped: 'It is on its way with {{carrier}}, tracking reference {{trackingReference}}.',
  },
  orderPlaced: {
    subject: 'Order {{number}} is placed',
    thanks: {
      one: 'Thank you for your order {{number}}: {{count}} piece of “{{model}}”, {{total}} in all.',
      other: 'Thank you for your order {{number}}: {{count}} pieces of “{{model}}”, {{total}} in all.',
    },
    review: 'The shop reviews it now. Check the proof on the order page and approve it: printing starts once you have.',
    due: 'Still to pay: {{due}}.',
    payBy: 'To pay, contact the shop: {{ways}}.',
    payLater: 'The shop will tell you how to pay.',
    ways: { phone: 'phone {{phone}}', email: 'email {{email}}', address: 'visit {{address}}', separator: ', ' },
  },
  invoiceIssued: {
    subject: 'Order {{number}}: {{status}} — your invoice No. {{invoice}}',
    ready: 'Your invoice No. {{invoice}} is ready. Download it on the order page, where you also see how to pay (KHQR code, bank transfer).',
    deposit: 'Deposit due now: {{amount}}. The shop starts production once it is paid.',
    beforeShipping: 'Due now: {{amount}}, to pay before the order ships.',
    onDelivery: 'Still to pay: {{amount}}, due on delivery.',
    balance: 'Still to pay: {{amount}}.',
    nothing: 'Nothing is due now.',
    open: 'See the order and download the invoice',
  },
  receipt: {
    subject: 'Order {{number}}: {{amount}} received, receipt No. {{receipt}}',
    received: 'The shop received your payment of {{amount}} on {{day}}. Your receipt is No. {{receipt}}.',
    paid: 'Paid so far: {{paid}} of {{total}}.',
    due: 'Still to pay: {{due}}.',
    settled: 'Your order is paid in full. Thank you!',
    open: 'See the order and download the receipt',
  },
  reversal: {
    subject: 'Order {{number}}: a payment of {{amount}} was reversed',
    reversed: 'The shop reversed the payment of {{amount}} of {{day}}, recorded by mistake. The reversal is receipt No. {{receipt}}.',
    open: 'See the order and its receipts',
  },
  contactMessage: {
    subject: 'Contact form: {{subject}}',
    intro: 'A visitor wrote to {{shopName}} through the contact form.',
    from: 'From: {{contact}}',
    subjectLine: 'Subject: {{subject}}',
    received: 'Received: {{at}}',
    reply: 'Reply to the visitor at the address or number above.',
  },
  newOrder: {
    subject: 'New order {{number}} from {{name}}',
    intro: 'A customer placed an order at {{shopName}}.',
    order: {
      one: 'Order {{number}}: {{count}} piece of “{{model}}”, {{total}}.',
      other: 'Order {{number}}: {{count}} pieces of “{{model}}”, {{total}}.',
    },
    customer: 'Customer: {{name}} <{{email}}>, {{phone}}',
    note: 'Their note:',
    review: 'It waits for your review: npm run provider -- orders show {{number}}, then orders approve {{number}} (or reject).',
  },
  collectionEntry: {
    subject: '{{title}}: your name, number and sizes',
    kept: 'The team manager has your entry for {{title}}:',
    change: 'You can change it until {{deadline}} with this link (keep it to yourself: it changes your entry):',
    open: 'Change my entry',
  },
  collectionReminder: {
    subject: '{{title}}: send your sizes by {{deadline}}',
    ask: 'Your team is collecting names, numbers and sizes for {{title}}. It closes on {{deadline}}.',
    open: 'Enter my size',
    message: 'From the team manager:',
  },
  collectionClosed: {
    subject: '{{title}} has closed',
    joined: { one: '{{count}} player joined.', other: '{{count}} players joined.' },
    roster: 'They are on your player list now. Open the collection to place the order:',
    open: 'Open the collection',
  },
  /** The order page's words for a status (@teamwear/shared/contracts). */
  status: ORDER_STATUS_WORDS.en,
};

export type MailStrings = typeof MAIL_STRINGS_EN;

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };

export const MAIL_STRINGS_KH: Tree<MailStrings> = {
  hello: 'សួស្តី {{firstName}},',
  signature: '— {{shopName}}',
  seeOrder: 'មើលការបញ្ជាទិញ',
  chooseMails: 'អ្នកអាចជ្រើសរើសអ៊ីមែលដែលអ្នកចង់ទទួល នៅក្នុងការកំណត់គណនីរបស់អ្នក។',
  welcome: {
    subject: 'សូមស្វាគមន៍មកកាន់ {{shopName}}៖ សូមបញ្ជាក់អ៊ីមែលរបស់អ្នក',
    ready: 'គណនីរបស់អ្នករួចរាល់ហើយ។ សូមបញ្ជាក់ថាអាសយដ្ឋានអ៊ីមែលនេះជារបស់អ្នក៖',
    confirm: 'បញ្ជាក់អ៊ីមែលរបស់ខ្ញុំ',
    once: 'តំណនេះប្រើបានតែម្តង ក្នុងរយៈពេល {{days}} ថ្ងៃ។ ប្រសិនបើអ្នកមិនបានបង្កើតគណនីនេះទេ សូមកុំអើពើនឹងអ៊ីមែលនេះ។',
  },
  verifyEmail: {
    subject: 'សូមបញ្ជាក់អ៊ីមែលរបស់អ្នកសម្រាប់ {{shopName}}',
    ask: 'សូមបញ្ជាក់ថាអាសយដ្ឋានអ៊ីមែលនេះជារបស់អ្នក៖',
    confirm: 'បញ្ជាក់អ៊ីមែលរបស់ខ្ញុំ',
    once: 'តំណនេះប្រើបានតែម្តង ក្នុងរយៈពេល {{days}} ថ្ងៃ។',
  },
  alreadyRegistered: {
    subject: 'គណនី {{shopName}} របស់អ្នក',
    tried: 'មាននរណាម្នាក់បានព្យាយាមចុះឈ្មោះដោយប្រើអាសយដ្ឋានអ៊ីមែលនេះ ដែលមានគណនីរួចហើយ។ ប្រសិនបើជាអ្នក សូមចូលគណនី ឬស្នើសុំពាក្យសម្ងាត់ថ្មី។',
    signIn: 'ចូលគណនី',
    forgot: 'ភ្លេចពាក្យសម្ងាត់',
    notYou: 'ប្រសិនបើមិនមែនជាអ្នកទេ អ្នកអាចកុំអើពើនឹងអ៊ីមែលនេះ។',
  },
  staffInvite: {
    subject: 'អ្នកត្រូវបានអញ្ជើញចូលប្រព័ន្ធគ្រប់គ្រងរបស់ {{shopName}}',
    invited: '{{inviter}} បានអញ្ជើញអ្នកឱ្យធ្វើការក្នុងប្រព័ន្ធគ្រប់គ្រងរបស់ {{shopName}} ជា{{role}}។',
    follow: 'សូមបើកតំណនេះក្នុងរយៈពេល {{hours}} ម៉ោង ដើម្បីជ្រើសរើសពាក្យសម្ងាត់របស់អ្នក។ វាប្រើបានតែម្តង។',
    accept: 'ជ្រើសរើសពាក្យសម្ងាត់',
    roles: { OWNER: 'ម្ចាស់ហាង', STAFF: 'បុគ្គលិក', PRODUCTION: 'ផ្នែកផលិតកម្ម' },
    notYou: 'ប្រសិនបើអ្នកមិនស្គាល់ហាងនេះទេ សូមកុំអើពើនឹងអ៊ីមែលនេះ៖ គ្មានគណនីណាត្រូវបានបើកទេ។',
  },
  resetPassword: {
    subject: 'កំណត់ពាក្យសម្ងាត់ {{shopName}} របស់អ្នកឡើងវិញ',
    follow: 'សូមបើកតំណនេះក្នុងរយៈពេល {{minutes}} នាទី ដើម្បីជ្រើសរើសពាក្យសម្ងាត់ថ្មី។ វាប្រើបានតែម្តង។',
    reset: 'កំណត់ពាក្យសម្ងាត់ឡើងវិញ',
    notYou: 'ប្រសិនបើអ្នកមិនបានស្នើសុំទេ សូមកុំអើពើនឹងអ៊ីមែលនេះ៖ ពាក្យសម្ងាត់របស់អ្នកនៅដដែល។',
  },
  unlock: {
    subject: 'គណនី {{shopName}} របស់អ្នកត្រូវបានចាក់សោ',
    locked: {
      one: 'មានការព្យាយាមចូលគណនីរបស់អ្នកមិនបានសម្រេចច្រើនដង ដូច្នេះវាត្រូវបានចាក់សោរយៈពេល {{count}} នាទី។',
      other: 'មានការព្យាយាមចូលគណនីរបស់អ្នកមិនបានសម្រេចច្រើនដង ដូច្នេះវាត្រូវបានចាក់សោរយៈពេល {{count}} នាទី។',
    },
    ifYou: 'ប្រសិនបើជាអ្នក សូមដោះសោវាឥឡូវនេះដោយប្រើតំណនេះ (ប្រើបានតែម្តង)៖',
    unlock: 'ដោះសោគណនីរបស់ខ្ញុំ',
    notYou: 'ប្រសិនបើមិនមែនជាអ្នកទេ សូមពិចារណាប្តូរពាក្យសម្ងាត់របស់អ្នក។',
  },
  otp: {
    subject: '{{code}} គឺជាលេខកូដចូលគណនី {{shopName}} របស់អ្នក',
    enter: 'សូមបញ្ចូលលេខកូដនេះ ដើម្បីបញ្ចប់ការចូលគណនីនៅលើឧបករណ៍ថ្មី៖',
    expires: 'វានឹងផុតកំណត់ក្នុងរយៈពេល {{minutes}} នាទី។ ប្រសិនបើអ្នកមិនកំពុងចូលគណនីទេ សូមប្តូរពាក្យសម្ងាត់របស់អ្នក។',
  },
  passwordChanged: {
    subject: 'ពាក្យសម្ងាត់ {{shopName}} របស់អ្នកត្រូវបានប្តូរ',
    changed: 'ពាក្យសម្ងាត់នៃគណនីរបស់អ្នកទើបតែត្រូវបានប្តូរ ហើយឧបករណ៍ផ្សេងទៀតរបស់អ្នកត្រូវបានចាកចេញពីគណនី។',
    notYou: 'ប្រសិនបើអ្នកមិនបានធ្វើដូច្នេះទេ សូមកំណត់ពាក្យសម្ងាត់របស់អ្នកឡើងវិញឥឡូវនេះ៖',
    reset: 'កំណត់ពាក្យសម្ងាត់ឡើងវិញ',
  },
  orderStatus: {
    subject: 'ការបញ្ជាទិញ {{number}}៖ {{status}}',
    now: 'ស្ថានភាពនៃការបញ្ជាទិញ {{number}} របស់អ្នកឥឡូវនេះគឺ៖ {{status}}។',
    shipped: 'វាកំពុងដឹកជញ្ជូនដោយ {{carrier}} លេខតាមដាន {{trackingReference}}។',
  },
  orderPlaced: {
    subject: 'ការបញ្ជាទិញ {{number}} ត្រូវបានដាក់ហើយ',
    thanks: {
      one: 'សូមអរគុណចំពោះការបញ្ជាទិញ {{number}} របស់អ្នក៖ ចំនួន {{count}} នៃ «{{model}}» សរុប {{total}}។',
      other: 'សូមអរគុណចំពោះការបញ្ជាទិញ {{number}} របស់អ្នក៖ ចំនួន {{count}} នៃ «{{model}}» សរុប {{total}}។',
    },
    review: 'ហាងកំពុងពិនិត្យវាឥឡូវនេះ។ សូមពិនិត្យគំរូសម្រាប់អនុម័តនៅលើទំព័រការបញ្ជាទិញ ហើយអនុម័តវា៖ ការបោះពុម្ពចាប់ផ្តើមនៅពេលអ្នកបានអនុម័ត។',
    due: 'នៅសល់ត្រូវបង់៖ {{due}}។',
    payBy: 'ដើម្បីបង់ប្រាក់ សូមទាក់ទងហាង៖ {{ways}}។',
    payLater: 'ហាងនឹងប្រាប់អ្នកពីរបៀបបង់ប្រាក់។',
    ways: { phone: 'ទូរស័ព្ទ {{phone}}', email: 'អ៊ីមែល {{email}}', address: 'មកកាន់ {{address}}', separator: ', ' },
  },
  invoiceIssued: {
    subject: 'ការបញ្ជាទិញ {{number}}៖ {{status}} — វិក្កយបត្រលេខ {{invoice}} របស់អ្នក',
    ready: 'វិក្កយបត្រលេខ {{invoice}} របស់អ្នករួចរាល់ហើយ។ សូមទាញយកវានៅលើទំព័រការបញ្ជាទិញ ដែលអ្នកក៏ឃើញរបៀបបង់ប្រាក់ផងដែរ (កូដ KHQR ការផ្ទេរប្រាក់តាមធនាគារ)។',
    deposit: 'ប្រាក់កក់ត្រូវបង់ឥឡូវនេះ៖ {{amount}}។ ហាងចាប់ផ្តើមផលិតនៅពេលវាត្រូវបានបង់។',
    beforeShipping: 'ត្រូវបង់ឥឡូវនេះ៖ {{amount}} មុនពេលដឹកជញ្ជូនការបញ្ជាទិញ។',
    onDelivery: 'នៅសល់ត្រូវបង់៖ {{amount}} នៅពេលទទួលទំនិញ។',
    balance: 'នៅសល់ត្រូវបង់៖ {{amount}}។',
    nothing: 'មិនមានអ្វីត្រូវបង់ឥឡូវនេះទេ។',
    open: 'មើលការបញ្ជាទិញ និងទាញយកវិក្កយបត្រ',
  },
  receipt: {
    subject: 'ការបញ្ជាទិញ {{number}}៖ បានទទួល {{amount}} បង្កាន់ដៃលេខ {{receipt}}',
    received: 'ហាងបានទទួលការទូទាត់ {{amount}} របស់អ្នកនៅថ្ងៃ {{day}}។ បង្កាន់ដៃរបស់អ្នកគឺលេខ {{receipt}}។',
    paid: 'បានបង់រហូតមកដល់ពេលនេះ៖ {{paid}} នៃ {{total}}។',
    due: 'នៅសល់ត្រូវបង់៖ {{due}}។',
    settled: 'ការបញ្ជាទិញរបស់អ្នកត្រូវបានបង់គ្រប់ចំនួន។ សូមអរគុណ!',
    open: 'មើលការបញ្ជាទិញ និងទាញយកបង្កាន់ដៃ',
  },
  reversal: {
    subject: 'ការបញ្ជាទិញ {{number}}៖ ការទូទាត់ {{amount}} ត្រូវបានលុបចោលវិញ',
    reversed: 'ហាងបានលុបចោលវិញនូវការទូទាត់ {{amount}} នៃថ្ងៃ {{day}} ដែលបានកត់ត្រាដោយច្រឡំ។ ការលុបចោលនេះគឺបង្កាន់ដៃលេខ {{receipt}}។',
    open: 'មើលការបញ្ជាទិញ និងបង្កាន់ដៃរបស់វា',
  },
  contactMessage: {
    subject: 'ទម្រង់ទំនាក់ទំនង៖ {{subject}}',
    intro: 'អ្នកទស្សនាម្នាក់បានសរសេរមក {{shopName}} តាមរយៈទម្រង់ទំនាក់ទំនង។',
    from: 'ពី៖ {{contact}}',
    subjectLine: 'ប្រធានបទ៖ {{subject}}',
    received: 'បានទទួល៖ {{at}}',
    reply: 'សូមឆ្លើយតបទៅអ្នកទស្សនាតាមអាសយដ្ឋាន ឬលេខខាងលើ។',
  },
  newOrder: {
    subject: 'ការបញ្ជាទិញថ្មី {{number}} ពី {{name}}',
    intro: 'អតិថិជនម្នាក់បានដាក់ការបញ្ជាទិញនៅ {{shopName}}។',
    order: {
      one: 'ការបញ្ជាទិញ {{number}}៖ ចំនួន {{count}} នៃ «{{model}}» {{total}}។',
      other: 'ការបញ្ជាទិញ {{number}}៖ ចំនួន {{count}} នៃ «{{model}}» {{total}}។',
    },
    customer: 'អតិថិជន៖ {{name}} <{{email}}>, {{phone}}',
    note: 'កំណត់សម្គាល់របស់ពួកគេ៖',
    review: 'វារង់ចាំការពិនិត្យរបស់អ្នក៖ npm run provider -- orders show {{number}} បន្ទាប់មក orders approve {{number}} (ឬ reject)។',
  },
  collectionEntry: {
    subject: '{{title}}៖ ឈ្មោះ លេខ និងទំហំរបស់អ្នក',
    kept: 'អ្នកគ្រប់គ្រងក្រុមបានទទួលព័ត៌មានរបស់អ្នកសម្រាប់ {{title}}៖',
    change: 'អ្នកអាចកែប្រែវាបានរហូតដល់ {{deadline}} តាមតំណនេះ (សូមរក្សាវាទុកសម្រាប់ខ្លួនអ្នក៖ វាកែប្រែព័ត៌មានរបស់អ្នក)៖',
    open: 'កែប្រែព័ត៌មានរបស់ខ្ញុំ',
  },
  collectionReminder: {
    subject: '{{title}}៖ សូមផ្ញើទំហំរបស់អ្នកមុន {{deadline}}',
    ask: 'ក្រុមរបស់អ្នកកំពុងប្រមូលឈ្មោះ លេខ និងទំហំសម្រាប់ {{title}}។ វានឹងបិទនៅ {{deadline}}។',
    open: 'បញ្ចូលទំហំរបស់ខ្ញុំ',
    message: 'ពីអ្នកគ្រប់គ្រងក្រុម៖',
  },
  collectionClosed: {
    subject: '{{title}} បានបិទហើយ',
    joined: { one: 'កីឡាករ {{count}} នាក់បានចូលរួម។', other: 'កីឡាករ {{count}} នាក់បានចូលរួម។' },
    roster: 'ពួកគេស្ថិតនៅក្នុងបញ្ជីកីឡាកររបស់អ្នកហើយ។ បើកការប្រមូលដើម្បីដាក់ការបញ្ជាទិញ៖',
    open: 'បើកការប្រមូល',
  },
  status: ORDER_STATUS_WORDS.kh,
};

export function mailStrings(language: AccountLanguage): Tree<MailStrings> {
  return language === 'kh' ? MAIL_STRINGS_KH : MAIL_STRINGS_EN;
}

/** `{{name}}` placeholders filled in. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

const PLURAL_LOCALES: Record<AccountLanguage, string> = { en: 'en', kh: 'km' };

/** The form of a counted sentence for `count` (Khmer has one form for every count), `{{count}}` filled in with the rest. */
export function counted(forms: { one: string; other: string }, language: AccountLanguage, count: number, values: Record<string, string | number>): string {
  const form = new Intl.PluralRules(PLURAL_LOCALES[language]).select(count) === 'one' ? forms.one : forms.other;
  return fill(form, { ...values, count });
}
