import { ORDER_STATUS_WORDS, type ProofLanguage } from '@teamwear/shared/contracts';
import type { PrintSide } from '@teamwear/design/print';
import type { LayerKind, Stripes } from '@teamwear/design';

/**
 * The proof PDF's words in the two languages of the product (docs/product.md §1). The PDF is made by
 * the API, which has no i18next: the Khmer tree is typed by the English one, so a missing key does
 * not compile (and proof-strings.test.ts compares them).
 */
export const PROOF_STRINGS_EN = {
  title: 'Proof of order #{{number}}',
  subtitle: 'Check every name, number, size and colour: the shop prints exactly this.',
  approvedOn: 'Approved by the customer on {{date}}',
  notApproved: 'Not approved yet: approve it on the order page.',
  orderedOn: 'Ordered on {{date}}',
  statusLabel: 'Status',
  front: 'Front',
  back: 'Back',
  design: 'Design',
  garment: 'Garment',
  colours: 'Colours',
  colourColumns: { where: 'Where', role: 'What', hex: 'Hex', rgb: 'RGB', nearest: 'Nearest ink' },
  /** Where a colour is, as a customer and a workshop read it (design-colours.ts); parts are named by @teamwear/shared's garment words. */
  places: {
    stripes: { second: 'Chest band', bottom: 'Hem band', sleeve: 'Sleeve bands', shorts: 'Shorts side stripe' } satisfies Record<keyof Stripes, string>,
    buttons: 'Buttons',
    pattern: 'Pattern',
    patternOn: 'Pattern on the {{part}}',
    layers: {
      text: 'Text',
      frontNumber: 'Front number',
      backNumber: 'Back number',
      playerName: 'Player name',
      shortsNumber: 'Shorts number',
      sleeveNumber: 'Sleeve number',
      logo: 'Logo',
      sponsor: 'Sponsor logo',
      frontImage: 'Front picture',
      backImage: 'Back picture',
    } satisfies Record<LayerKind, string>,
    /** A text layer with its words. */
    layerWithText: '{{kind}} “{{text}}”',
    /** The second (third…) layer of a kind. */
    layerNth: '{{kind}} {{nth}}',
  },
  roles: { fill: 'Colour', stroke: 'Outline', stop: 'Gradient colour {{stop}}', tint: 'Pattern colour', recolour: 'Picture recoloured' },
  fonts: 'Fonts',
  noFonts: 'No text on this design.',
  roster: 'Players',
  rosterColumns: { index: '#', name: 'Name', number: 'Number', size: 'Size', shortsSize: 'Shorts size' },
  extras: 'Extra pieces without names',
  extrasLine: '{{quantity}} × size {{size}}',
  sizeRun: 'Size run',
  sizeRunColumns: { size: 'Size', count: 'Pieces' },
  prices: 'Quantities and prices',
  priceLines: { garments: 'Garments', names: 'Printed names', numbers: 'Printed numbers', delivery: 'Delivery' },
  total: 'Total',
  grandTotal: 'To pay, delivery included',
  delivery: 'Delivery',
  address: 'Address',
  phone: 'Phone',
  note: 'Note',
  qr: 'Scan to open this order',
  sides: { front: 'front', back: 'back', 'sleeve-left': 'left sleeve', 'sleeve-right': 'right sleeve', shorts: 'shorts' } satisfies Record<PrintSide, string>,
  /** The order page's words (@teamwear/shared/contracts). */
  status: ORDER_STATUS_WORDS.en,
};

export type ProofStrings = typeof PROOF_STRINGS_EN;

type Tree<T> = { [K in keyof T]: T[K] extends string ? string : Tree<T[K]> };

export const PROOF_STRINGS_KH: Tree<ProofStrings> = {
  title: 'គំរូសម្រាប់អនុម័តនៃការបញ្ជាទិញ #{{number}}',
  subtitle: 'សូមពិនិត្យឈ្មោះ លេខ ទំហំ និងពណ៌នីមួយៗ៖ ហាងនឹងបោះពុម្ពដូចនេះទាំងស្រុង។',
  approvedOn: 'អតិថិជនបានអនុម័តនៅថ្ងៃ {{date}}',
  notApproved: 'មិនទាន់អនុម័តនៅឡើយ៖ សូមអនុម័តនៅលើទំព័រការបញ្ជាទិញ។',
  orderedOn: 'បានបញ្ជាទិញនៅថ្ងៃ {{date}}',
  statusLabel: 'ស្ថានភាព',
  front: 'ខាងមុខ',
  back: 'ខាងក្រោយ',
  design: 'ការរចនា',
  garment: 'សម្លៀកបំពាក់',
  colours: 'ពណ៌',
  colourColumns: { where: 'ទីតាំង', role: 'អ្វី', hex: 'Hex', rgb: 'RGB', nearest: 'ទឹកថ្នាំជិតបំផុត' },
  places: {
    stripes: { second: 'ឆ្នូតលើទ្រូង', bottom: 'ឆ្នូតនៅជាយអាវ', sleeve: 'ឆ្នូតលើដៃអាវ', shorts: 'ឆ្នូតចំហៀងខោខ្លី' },
    buttons: 'ឡេវ',
    pattern: 'លំនាំ',
    patternOn: 'លំនាំលើ{{part}}',
    layers: {
      text: 'អក្សរ',
      frontNumber: 'លេខខាងមុខ',
      backNumber: 'លេខខាងក្រោយ',
      playerName: 'ឈ្មោះកីឡាករ',
      shortsNumber: 'លេខលើខោខ្លី',
      sleeveNumber: 'លេខលើដៃអាវ',
      logo: 'ឡូហ្គោ',
      sponsor: 'ឡូហ្គោអ្នកឧបត្ថម្ភ',
      frontImage: 'រូបភាពខាងមុខ',
      backImage: 'រូបភាពខាងក្រោយ',
    },
    layerWithText: '{{kind}} «{{text}}»',
    layerNth: '{{kind}} ទី{{nth}}',
  },
  roles: { fill: 'ពណ៌', stroke: 'គែម', stop: 'ពណ៌ជម្រាលទី{{stop}}', tint: 'ពណ៌លំនាំ', recolour: 'ពណ៌ដែលប្តូរលើរូបភាព' },
  fonts: 'ពុម្ពអក្សរ',
  noFonts: 'គ្មានអក្សរនៅលើការរចនានេះទេ។',
  roster: 'កីឡាករ',
  rosterColumns: { index: '#', name: 'ឈ្មោះ', number: 'លេខ', size: 'ទំហំ', shortsSize: 'ទំហំខោ' },
  extras: 'សម្លៀកបំពាក់បន្ថែមដែលគ្មានឈ្មោះ',
  extrasLine: '{{quantity}} × ទំហំ {{size}}',
  sizeRun: 'ចំនួនតាមទំហំ',
  sizeRunColumns: { size: 'ទំហំ', count: 'ចំនួន' },
  prices: 'ចំនួន និងតម្លៃ',
  priceLines: { garments: 'សម្លៀកបំពាក់', names: 'ឈ្មោះដែលបោះពុម្ព', numbers: 'លេខដែលបោះពុម្ព', delivery: 'ការដឹកជញ្ជូន' },
  total: 'សរុប',
  grandTotal: 'ត្រូវបង់ រួមទាំងការដឹកជញ្ជូន',
  delivery: 'ការដឹកជញ្ជូន',
  address: 'អាសយដ្ឋាន',
  phone: 'ទូរស័ព្ទ',
  note: 'កំណត់សម្គាល់',
  qr: 'ស្កេនដើម្បីបើកការបញ្ជាទិញនេះ',
  sides: { front: 'ខាងមុខ', back: 'ខាងក្រោយ', 'sleeve-left': 'ដៃអាវឆ្វេង', 'sleeve-right': 'ដៃអាវស្តាំ', shorts: 'ខោ' },
  status: ORDER_STATUS_WORDS.kh,
};

export function proofStrings(language: ProofLanguage): Tree<ProofStrings> {
  return language === 'kh' ? PROOF_STRINGS_KH : PROOF_STRINGS_EN;
}

/** `{{name}}` placeholders filled in. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
