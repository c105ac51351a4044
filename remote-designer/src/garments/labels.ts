/**
 * Names of the garment parts for the parts panel, under the i18n keys 'garment.part.<id>'.
 * Shaped like the locale files of @teamwear/shared/i18n so that they can be merged there
 * (`...GARMENT_MESSAGES.en` into the designer area, the same for kh).
 */
const en = {
  body: 'Body',
  leftSleeve: 'Left sleeve',
  rightSleeve: 'Right sleeve',
  collar: 'Collar',
  neckInside: 'Inside of the neck',
  cuffs: 'Cuffs',
  pocket: 'Pocket',
  placket: 'Placket',
  buttons: 'Buttons',
  armholeTrim: 'Armhole trim',
  hood: 'Hood',
  hoodLining: 'Hood lining',
  drawstring: 'Drawstring',
  waistband: 'Waistband',
  shortsBody: 'Shorts',
  shortsWaistband: 'Shorts waistband',
  legLeft: 'Left leg',
  legRight: 'Right leg',
  sidePanelLeft: 'Left side panel',
  sidePanelRight: 'Right side panel',
};

export type GarmentPartId = keyof typeof en;

const kh: Record<GarmentPartId, string> = {
  body: 'តួអាវ',
  leftSleeve: 'ដៃអាវខាងឆ្វេង',
  rightSleeve: 'ដៃអាវខាងស្តាំ',
  collar: 'កអាវ',
  neckInside: 'ផ្នែកខាងក្នុងក',
  cuffs: 'ចុងដៃអាវ',
  pocket: 'ហោប៉ៅ',
  placket: 'បន្ទះឡេវ',
  buttons: 'ឡេវ',
  armholeTrim: 'គែមរន្ធដៃ',
  hood: 'មួកអាវ',
  hoodLining: 'ស្រទាប់ក្នុងមួក',
  drawstring: 'ខ្សែរឹត',
  waistband: 'ខ្សែចង្កេះ',
  shortsBody: 'ខោខ្លី',
  shortsWaistband: 'ខ្សែចង្កេះខោ',
  legLeft: 'ជើងខោខាងឆ្វេង',
  legRight: 'ជើងខោខាងស្តាំ',
  sidePanelLeft: 'បន្ទះចំហៀងខាងឆ្វេង',
  sidePanelRight: 'បន្ទះចំហៀងខាងស្តាំ',
};

export const GARMENT_MESSAGES = {
  en: { garment: { part: en } },
  kh: { garment: { part: kh } },
} as const;
