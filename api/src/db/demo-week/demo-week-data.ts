import type { OrderStatus, PaymentMethod } from '@teamwear/shared/contracts';

/**
 * What the demo shops' week is made of (issue 35): their customers, teams and rosters, the designs
 * they made from the shop's templates, and an order plan that puts orders in every status with the
 * notes a shop and its customers write. Names are Cambodian, in Khmer script and in Latin letters,
 * as a shop in Siem Reap or Phnom Penh sees them; addresses and e-mails are made up (example.com,
 * example.org, example.net are reserved for examples), phone numbers are in Cambodian formats.
 */

export interface DemoCustomer {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  language: 'en' | 'kh';
  /** Days since they signed up. */
  joinedDaysAgo: number;
  /** Whether they followed the mailed confirmation link. */
  confirmed: boolean;
  team: string;
  address: string;
  /** Designs they made, by the shop's template name (each template gives the garment). */
  designs: readonly string[];
  /** Players on their roster. */
  roster: number;
  /** How many of their designs, the newest first, carry the picture the studio stores with a save
   *  (the rest were made without one, as the API makes them): none when absent. */
  storedPictures?: number;
}

/** How an order ends up, and when it was placed. */
export interface DemoOrderPlan {
  /** Index into the shop's customers. */
  customer: number;
  /** Index into that customer's designs. */
  design?: number;
  status: OrderStatus;
  /** Hours before the seed that the customer placed it. */
  placedHoursAgo: number;
  /** Players of the roster on it (from the first). */
  players: number;
  /** Pieces without a name, by size. */
  extras?: readonly { size: string; quantity: number }[];
  /** Money received: none, a deposit (half), or all of it. */
  paid: 'none' | 'deposit' | 'full';
  /** Whether the customer approved the proof (an order in production has, always). */
  proofApproved?: boolean;
  /** Who canceled it: the customer while it waited for review, or the shop. */
  canceledBy?: 'customer' | 'shop';
  /** What the customer wrote when ordering. */
  note?: string;
}

export interface DemoWeek {
  customers: readonly DemoCustomer[];
  orders: readonly DemoOrderPlan[];
}

/** Players' names as they are printed: Khmer script and Latin letters, mixed as teams are. */
export const PLAYER_NAMES: readonly string[] = [
  'SOK DARA',
  'ចាន់ សុភា',
  'KEO VANNA',
  'ហេង សុវណ្ណ',
  'LY PISETH',
  'ម៉ៅ រតនា',
  'CHHIM SAMNANG',
  'សេង វិចិត្រ',
  'BUN THEARITH',
  'នួន សុខា',
  'PICH MONY',
  'យិន បញ្ញា',
  'UM SOPHAL',
  'ទេព សុជាតិ',
  'KONG VEASNA',
  'ស៊ន ច័ន្ទថា',
  'LUCAS MARTIN',
  'ពេជ្រ មុនី',
  'NGUYEN AN',
  'គង់ វាសនា',
];

/** What a shop's team writes on each move, and what customers write (some in Khmer). */
export const NOTES = {
  APPROVED: [
    'Artwork checked, colours confirmed with the customer by phone.',
    'Approved. Proof sent, waiting for the customer to approve it.',
    'ការរចនាត្រឹមត្រូវ។ សូមពិនិត្យ និងយល់ព្រមលើគំរូ។',
    'Names and numbers checked against the roster.',
  ],
  PROCESSING: ['Fabric cut, printing starts today.', 'On the sublimation line, ready in about three days.', 'កំពុងបោះពុម្ព។'],
  READY: ['Packed and labelled: ready for pickup at the shop.', 'Quality check done, two spare pieces included.', 'រួចរាល់ហើយ អាចមកយកបាន។'],
  COMPLETED: ['Received, thank you! The team loves it.', 'ទទួលបានហើយ អរគុណច្រើន!', 'All pieces here, sizes are right.'],
  REJECTED: ['The crest is a registered trademark: we cannot print it without the owner’s permission. Please send a letter from the club.'],
  CANCELED_BY_CUSTOMER: ['We chose the wrong garment, we will order again.', 'ការប្រកួតត្រូវបានពន្យារពេល។'],
  CANCELED_BY_SHOP: ['Canceled at the customer’s request by phone: the tournament is postponed.'],
  PROOF: ['Looks great, go ahead!', 'យល់ព្រម។', ''],
} as const;

/** How a parcel went: the carrier, its tracking reference, and what the shop wrote. */
export const SHIPMENTS: readonly { carrier: string; trackingReference: string; note: string }[] = [
  { carrier: 'Virak Buntham Express', trackingReference: 'VB-482913', note: 'Sent by bus parcel: collect it at the Phnom Penh station.' },
  { carrier: 'J&T Express', trackingReference: 'JT7788123KH', note: '' },
  { carrier: 'Shop delivery', trackingReference: 'DRV-14', note: 'Our driver delivers it this afternoon.' },
];

/** Money as shops in Cambodia take it: a deposit, then the balance; cash, bank transfer, card, KHQR. */
export const PAYMENTS: Readonly<Record<'deposit' | 'balance', readonly { method: PaymentMethod; reference: string; note: string }[]>> = {
  deposit: [
    { method: 'bank_transfer', reference: 'ABA 100 482 337', note: 'Deposit by ABA transfer.' },
    { method: 'cash', reference: '', note: 'Deposit in cash at the shop.' },
    { method: 'khqr', reference: 'KHQR 7Q2M-88KD', note: 'Deposit by KHQR.' },
  ],
  balance: [
    { method: 'cash', reference: '', note: 'Balance paid in cash on pickup.' },
    { method: 'bank_transfer', reference: 'ABA 100 519 026', note: 'Balance by ABA transfer.' },
    { method: 'card', reference: 'VISA 4421', note: 'Paid the rest by card at the counter.' },
  ],
};

const ANGKOR_CUSTOMERS: readonly DemoCustomer[] = [
  { firstName: 'Sreymom', lastName: 'Chea', email: 'sreymom.chea@example.com', phone: '+855 12 804 311', language: 'en', joinedDaysAgo: 95, confirmed: true, team: 'Siem Reap Lions FC', address: 'Wat Bo Road, Sala Kamreuk, Siem Reap', designs: ['Temple Stripes', 'Warm-up Hoodie'], roster: 16 },
  { firstName: 'ស្រីពៅ', lastName: 'ហេង', email: 'sreypov.heng@example.com', phone: '+855 92 615 027', language: 'kh', joinedDaysAgo: 61, confirmed: true, team: 'ក្រុមបាយ័ន', address: 'ភូមិវាលសូត្រ សង្កាត់ស្លក្រាម ក្រុងសៀមរាប', designs: ['Sunrise Gradient', 'Everyday Crew'], roster: 14 },
  { firstName: 'Visal', lastName: 'Chhun', email: 'visal.chhun@example.org', phone: '+855 17 330 954', language: 'en', joinedDaysAgo: 44, confirmed: true, team: 'Angkor Night Runners', address: 'Street 27, Svay Dangkum, Siem Reap', designs: ['Court Runner', 'Boxy Block'], roster: 10 },
  { firstName: 'បុប្ផា', lastName: 'ម៉ម', email: 'bopha.mom@example.net', phone: '+855 88 412 7730', language: 'kh', joinedDaysAgo: 38, confirmed: true, team: 'បឹងមាលា Volleyball', address: 'ភូមិគោកចក ក្រុងសៀមរាប', designs: ['Club Classic'], roster: 12 },
  { firstName: 'Rithy', lastName: 'Vong', email: 'rithy.vong@example.com', phone: '+855 10 227 845', language: 'en', joinedDaysAgo: 120, confirmed: true, team: 'Puok Boxing Club', address: 'National Road 6, Puok, Siem Reap', designs: ['Fight Night', 'Street Oversized'], roster: 8 },
  { firstName: 'Chanthy', lastName: 'Ouk', email: 'chanthy.ouk@example.org', phone: '+855 96 550 1182', language: 'en', joinedDaysAgo: 27, confirmed: true, team: 'Kralanh Girls FC', address: 'Kralanh Market Street, Kralanh, Siem Reap', designs: ['Temple Stripes'], roster: 15 },
  { firstName: 'សុវណ្ណារ៉ា', lastName: 'ពៅ', email: 'sovannara.pov@example.com', phone: '+855 15 903 264', language: 'kh', joinedDaysAgo: 19, confirmed: true, team: 'វិទ្យាល័យអង្គរ Futsal', address: 'ភូមិត្រពាំងសេះ ក្រុងសៀមរាប', designs: ['Sunrise Gradient'], roster: 11 },
  { firstName: 'Daniel', lastName: 'Hughes', email: 'daniel.hughes@example.net', phone: '+855 97 708 4410', language: 'en', joinedDaysAgo: 15, confirmed: true, team: 'Temple Run Hash House', address: 'Taphul Road, Siem Reap', designs: ['Everyday Crew', 'Court Runner'], roster: 9 },
  { firstName: 'Kunthea', lastName: 'Sam', email: 'kunthea.sam@example.com', phone: '+855 31 244 609', language: 'en', joinedDaysAgo: 52, confirmed: true, team: 'Sam Family Reunion 2026', address: 'Sok San Road, Siem Reap', designs: ['Boxy Block'], roster: 18 },
  { firstName: 'ពិសិដ្ឋ', lastName: 'លី', email: 'piseth.ly@example.org', phone: '+855 70 615 332', language: 'kh', joinedDaysAgo: 33, confirmed: true, team: 'អង្គរ Basketball', address: 'ភូមិស្វាយដង្គំ ក្រុងសៀមរាប', designs: ['Court Runner', 'Warm-up Hoodie'], roster: 10 },
  { firstName: 'Malis', lastName: 'Prak', email: 'malis.prak@example.com', phone: '+855 11 480 207', language: 'en', joinedDaysAgo: 9, confirmed: false, team: 'Prak Coffee Staff', address: 'Pub Street, Siem Reap', designs: ['Club Classic'], roster: 6 },
  { firstName: 'Sokun', lastName: 'Meas', email: 'sokun.meas@example.net', phone: '+855 69 330 118', language: 'en', joinedDaysAgo: 70, confirmed: true, team: 'Banteay Srei United', address: 'Banteay Srei District, Siem Reap', designs: ['Temple Stripes', 'Street Oversized'], roster: 14 },
  { firstName: 'រតនា', lastName: 'ស៊ុន', email: 'ratana.sun@example.com', phone: '+855 16 722 905', language: 'kh', joinedDaysAgo: 6, confirmed: true, team: 'ក្រុមនារីសៀមរាប', address: 'ភូមិសាលាកំរើក ក្រុងសៀមរាប', designs: ['Everyday Crew'], roster: 8 },
  { firstName: 'Tola', lastName: 'Nhem', email: 'tola.nhem@example.org', phone: '+855 78 201 664', language: 'en', joinedDaysAgo: 3, confirmed: false, team: 'Nhem Tuk-Tuk Drivers', address: 'Old Market, Siem Reap', designs: [], roster: 0 },
  // A customer who uses the product (issue 41): six designs in five garments, the four newest saved in
  // the studio with their picture, the two oldest without; a roster of 40; an order in every
  // status. The byte benchmark measures the account's pages signed in as her.
  {
    firstName: 'Sokha',
    lastName: 'Lim',
    email: 'sokha.lim@example.com',
    phone: '+855 12 907 215',
    language: 'en',
    joinedDaysAgo: 140,
    confirmed: true,
    team: 'Siem Reap Riverside FC',
    address: 'Street 26, Wat Damnak, Siem Reap',
    designs: ['Fight Night', 'Court Runner', 'Club Classic', 'Warm-up Hoodie', 'Sunrise Gradient', 'Temple Stripes'],
    roster: 40,
    storedPictures: 4,
  },
];

/** Angkor's orders: every status, placed over the last two weeks, the older ones further along. */
const ANGKOR_ORDERS: readonly DemoOrderPlan[] = [
  { customer: 0, design: 0, status: 'COMPLETED', placedHoursAgo: 330, players: 16, extras: [{ size: 'L', quantity: 2 }], paid: 'full', note: 'For the provincial cup on the 20th, please.' },
  { customer: 4, design: 0, status: 'COMPLETED', placedHoursAgo: 300, players: 8, paid: 'full' },
  { customer: 11, design: 0, status: 'COMPLETED', placedHoursAgo: 270, players: 14, paid: 'full', note: 'Numbers on the shorts too.' },
  { customer: 8, status: 'ON_THE_WAY', placedHoursAgo: 240, players: 18, extras: [{ size: '8Y', quantity: 4 }], paid: 'full', note: 'Kids sizes for the little ones, thank you!' },
  { customer: 2, status: 'ON_THE_WAY', placedHoursAgo: 200, players: 10, paid: 'deposit' },
  { customer: 1, status: 'READY', placedHoursAgo: 190, players: 14, paid: 'deposit', note: 'សូមរៀបចំឱ្យរួចមុនថ្ងៃសៅរ៍។' },
  { customer: 9, status: 'READY', placedHoursAgo: 160, players: 10, paid: 'full' },
  { customer: 5, status: 'PROCESSING', placedHoursAgo: 150, players: 15, paid: 'deposit' },
  { customer: 3, status: 'PROCESSING', placedHoursAgo: 120, players: 12, paid: 'deposit', note: 'Please use the darker blue from our old kit.' },
  { customer: 7, design: 1, status: 'PROCESSING', placedHoursAgo: 100, players: 9, paid: 'none' },
  { customer: 6, status: 'APPROVED', placedHoursAgo: 80, players: 11, paid: 'deposit', proofApproved: false },
  { customer: 11, design: 1, status: 'APPROVED', placedHoursAgo: 60, players: 6, paid: 'none', proofApproved: true },
  { customer: 0, design: 1, status: 'REVIEWING', placedHoursAgo: 20, players: 16, paid: 'none', note: 'Hoodies for the away trips.' },
  { customer: 10, status: 'REVIEWING', placedHoursAgo: 9, players: 6, paid: 'none' },
  { customer: 12, status: 'REVIEWING', placedHoursAgo: 3, players: 8, paid: 'none', proofApproved: true, note: 'អាចដឹកជញ្ជូនដល់ផ្ទះបានទេ?' },
  { customer: 9, design: 1, status: 'REJECTED', placedHoursAgo: 210, players: 10, paid: 'none' },
  { customer: 7, status: 'CANCELED', canceledBy: 'customer', placedHoursAgo: 130, players: 9, paid: 'none' },
  { customer: 4, design: 1, status: 'CANCELED', canceledBy: 'shop', placedHoursAgo: 70, players: 8, paid: 'none' },
  // Sokha Lim's (issue 41): one in every status, of the soccer kits and the hoodie.
  { customer: 14, design: 5, status: 'COMPLETED', placedHoursAgo: 320, players: 40, extras: [{ size: 'L', quantity: 2 }], paid: 'full', note: 'For the season opener.' },
  { customer: 14, design: 5, status: 'ON_THE_WAY', placedHoursAgo: 230, players: 22, paid: 'full' },
  { customer: 14, design: 4, status: 'READY', placedHoursAgo: 180, players: 18, paid: 'deposit' },
  { customer: 14, design: 3, status: 'PROCESSING', placedHoursAgo: 140, players: 40, paid: 'deposit', note: 'Hoodies for the whole club.' },
  { customer: 14, design: 5, status: 'APPROVED', placedHoursAgo: 50, players: 16, paid: 'deposit', proofApproved: true },
  { customer: 14, design: 4, status: 'REVIEWING', placedHoursAgo: 6, players: 40, extras: [{ size: 'M', quantity: 3 }], paid: 'none', note: 'The away kit for the cup.' },
  { customer: 14, design: 2, status: 'REJECTED', placedHoursAgo: 260, players: 12, paid: 'none' },
  { customer: 14, design: 1, status: 'CANCELED', canceledBy: 'customer', placedHoursAgo: 100, players: 10, paid: 'none' },
];

const MEKONG_CUSTOMERS: readonly DemoCustomer[] = [
  { firstName: 'Sophal', lastName: 'Tep', email: 'sophal.tep@example.com', phone: '+855 12 660 481', language: 'en', joinedDaysAgo: 88, confirmed: true, team: 'Phnom Penh Crocodiles', address: 'Street 163, Tuol Tumpung, Phnom Penh', designs: ['River Waves', 'Night Market Hoodie'], roster: 18 },
  { firstName: 'សុខនី', lastName: 'គឹម', email: 'sokny.kim@example.org', phone: '+855 92 301 774', language: 'kh', joinedDaysAgo: 54, confirmed: true, team: 'ក្រុមទន្លេមេគង្គ', address: 'ផ្លូវលេខ 271 សង្កាត់ទឹកថ្លា រាជធានីភ្នំពេញ', designs: ['Delta Polo', 'Monsoon Tee'], roster: 12 },
  { firstName: 'Marc', lastName: 'Dubois', email: 'marc.dubois@example.net', phone: '+855 17 908 225', language: 'en', joinedDaysAgo: 41, confirmed: true, team: 'BKK1 Sunday League', address: 'Street 294, Boeung Keng Kang 1, Phnom Penh', designs: ['River Waves'], roster: 14 },
  { firstName: 'Sreyneang', lastName: 'Long', email: 'sreyneang.long@example.com', phone: '+855 10 552 369', language: 'en', joinedDaysAgo: 23, confirmed: true, team: 'Riverside Runners', address: 'Sisowath Quay, Daun Penh, Phnom Penh', designs: ['Monsoon Tee'], roster: 20 },
  { firstName: 'វិចិត្រ', lastName: 'សេង', email: 'vichet.seng@example.org', phone: '+855 96 714 038', language: 'kh', joinedDaysAgo: 66, confirmed: true, team: 'សាកលវិទ្យាល័យ Volleyball', address: 'មហាវិថីសហព័ន្ធរុស្ស៊ី ខណ្ឌសែនសុខ រាជធានីភ្នំពេញ', designs: ['Delta Polo', 'River Waves'], roster: 12 },
  { firstName: 'Channary', lastName: 'Yim', email: 'channary.yim@example.com', phone: '+855 88 230 5561', language: 'en', joinedDaysAgo: 17, confirmed: true, team: 'Yim Dental Clinic', address: 'Norodom Boulevard, Chamkarmon, Phnom Penh', designs: ['Delta Polo'], roster: 9 },
  { firstName: 'Bunthoeun', lastName: 'Keo', email: 'bunthoeun.keo@example.net', phone: '+855 15 477 902', language: 'en', joinedDaysAgo: 110, confirmed: true, team: 'Chroy Changvar FC', address: 'National Road 6A, Chroy Changvar, Phnom Penh', designs: ['River Waves', 'Monsoon Tee'], roster: 16 },
  { firstName: 'ស្រីល័ក្ខ', lastName: 'ណុប', email: 'sreyleak.nop@example.com', phone: '+855 70 118 640', language: 'kh', joinedDaysAgo: 12, confirmed: true, team: 'ក្រុមរត់ប្រណាំងភ្នំពេញ', address: 'ផ្លូវលេខ 2004 សង្កាត់ទឹកថ្លា រាជធានីភ្នំពេញ', designs: ['Night Market Hoodie'], roster: 10 },
  { firstName: 'Kevin', lastName: 'Tran', email: 'kevin.tran@example.org', phone: '+855 11 940 318', language: 'en', joinedDaysAgo: 7, confirmed: false, team: 'Tran Family Trip', address: 'Street 51, Phnom Penh', designs: ['Monsoon Tee'], roster: 7 },
  { firstName: 'Sopheak', lastName: 'Nov', email: 'sopheak.nov@example.com', phone: '+855 69 225 417', language: 'en', joinedDaysAgo: 2, confirmed: true, team: 'Nov Futsal', address: 'Russian Market, Tuol Tom Poung, Phnom Penh', designs: [], roster: 0 },
  { firstName: 'ដាលីស', lastName: 'ជា', email: 'dalis.chea@example.net', phone: '+855 12 775 093', language: 'kh', joinedDaysAgo: 48, confirmed: true, team: 'ក្លឹបបាល់ទះ ចាក់អង្រែ', address: 'ផ្លូវលេខ 217 ខណ្ឌមានជ័យ រាជធានីភ្នំពេញ', designs: ['Delta Polo'], roster: 12 },
  { firstName: 'Rachana', lastName: 'Pen', email: 'rachana.pen@example.com', phone: '+855 17 446 210', language: 'en', joinedDaysAgo: 30, confirmed: true, team: 'Pen Logistics Staff', address: 'Street 598, Russey Keo, Phnom Penh', designs: ['Monsoon Tee', 'Night Market Hoodie'], roster: 11 },
  { firstName: 'Samnang', lastName: 'Heng', email: 'samnang.heng@example.org', phone: '+855 93 618 552', language: 'en', joinedDaysAgo: 75, confirmed: true, team: 'Toul Kork Tigers', address: 'Street 315, Toul Kork, Phnom Penh', designs: ['River Waves'], roster: 15 },
];

const MEKONG_ORDERS: readonly DemoOrderPlan[] = [
  { customer: 0, design: 0, status: 'COMPLETED', placedHoursAgo: 320, players: 18, extras: [{ size: 'XL', quantity: 2 }], paid: 'full' },
  { customer: 6, design: 0, status: 'COMPLETED', placedHoursAgo: 280, players: 16, paid: 'full', note: 'Same colours as last season.' },
  { customer: 2, status: 'ON_THE_WAY', placedHoursAgo: 230, players: 14, paid: 'deposit' },
  { customer: 4, design: 0, status: 'READY', placedHoursAgo: 180, players: 12, paid: 'full', note: 'យើងនឹងមកយកនៅហាង។' },
  { customer: 3, status: 'PROCESSING', placedHoursAgo: 140, players: 20, extras: [{ size: 'M', quantity: 5 }], paid: 'deposit', note: 'For the river run on the 12th.' },
  { customer: 1, design: 0, status: 'PROCESSING', placedHoursAgo: 110, players: 12, paid: 'deposit' },
  { customer: 5, status: 'APPROVED', placedHoursAgo: 50, players: 9, paid: 'none', proofApproved: false },
  { customer: 0, design: 1, status: 'APPROVED', placedHoursAgo: 40, players: 18, paid: 'deposit', proofApproved: true },
  { customer: 7, status: 'REVIEWING', placedHoursAgo: 14, players: 10, paid: 'none' },
  { customer: 8, status: 'REVIEWING', placedHoursAgo: 5, players: 7, paid: 'none', note: 'Can you print our names in Vietnamese too?' },
  { customer: 12, status: 'COMPLETED', placedHoursAgo: 250, players: 15, paid: 'full', note: 'Tigers orange, like the sample you showed us.' },
  { customer: 11, design: 1, status: 'READY', placedHoursAgo: 130, players: 11, paid: 'deposit' },
  { customer: 10, status: 'REVIEWING', placedHoursAgo: 26, players: 12, paid: 'none', proofApproved: true },
  { customer: 6, design: 1, status: 'REJECTED', placedHoursAgo: 150, players: 16, paid: 'none' },
  { customer: 1, design: 1, status: 'CANCELED', canceledBy: 'customer', placedHoursAgo: 90, players: 12, paid: 'none' },
  { customer: 4, design: 1, status: 'CANCELED', canceledBy: 'shop', placedHoursAgo: 60, players: 12, paid: 'none' },
];

/** Each demo shop's week, by the shop's slug. */
export const DEMO_WEEKS: Readonly<Record<string, DemoWeek>> = {
  angkor: { customers: ANGKOR_CUSTOMERS, orders: ANGKOR_ORDERS },
  mekong: { customers: MEKONG_CUSTOMERS, orders: MEKONG_ORDERS },
};
