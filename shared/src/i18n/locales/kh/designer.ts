import type { AreaMessages } from '../en';

export const designer: AreaMessages['designer'] = {
  designer: {
    editorTitle: 'ស្ទូឌីយោរចនា៖ {{product}}',
    previewTitle: 'មើលការរចនាជាមុន',
  },
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
};
