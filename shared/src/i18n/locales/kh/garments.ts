import type { AreaMessages } from '../en';

export const garments: AreaMessages['garments'] = {
  products: {
    soccer: 'ឈុតបាល់ទាត់',
    polo: 'អាវប៉ូឡូ',
    sleeveless: 'អាវគ្មានដៃ',
    oversizedshirt: 'អាវយឺតធំ',
    tshirt: 'អាវយឺតធម្មតា',
    hoodie: 'អាវមានមួក',
    boxyfit: 'អាវយឺតរាងការ៉េ',
    boxingtrunk: 'ខោប្រដាល់',
  },
  garment: {
    part: {
      body: 'តួអាវ',
      leftSleeve: 'ដៃអាវឆ្វេង',
      rightSleeve: 'ដៃអាវស្តាំ',
      collar: 'កអាវ',
      neckInside: 'ផ្នែកខាងក្នុងក',
      cuffs: 'ចុងដៃអាវ',
      shortsBody: 'ខោខ្លី',
      shortsWaistband: 'ខ្សែចង្កេះខោខ្លី',
      placket: 'បន្ទះឡេវ',
      buttons: 'ឡេវ',
      pocket: 'ហោប៉ៅ',
      armholeTrim: 'គែមរន្ធដៃ',
      hood: 'មួក',
      hoodLining: 'ស្រទាប់ក្នុងមួក',
      drawstring: 'ខ្សែរឹត',
      waistband: 'ខ្សែចង្កេះ',
      legLeft: 'ជើងខោឆ្វេង',
      legRight: 'ជើងខោស្តាំ',
      sidePanelLeft: 'បន្ទះចំហៀងឆ្វេង',
      sidePanelRight: 'បន្ទះចំហៀងស្តាំ',
    },
    pair: {
      sleeve: 'ដៃអាវ',
      leg: 'ជើងខោ',
      sidePanel: 'បន្ទះចំហៀង',
    },
  },
};
