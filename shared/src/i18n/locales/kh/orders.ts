import type { AreaMessages } from '../en';

export const orders: AreaMessages['orders'] = {
  cart: {
    startDesigning: 'ចាប់ផ្តើមរចនា',
    title: 'រទេះទិញទំនិញ',
    button: 'រទេះទិញទំនិញ មានម៉ូដ {{count}}',
    empty: 'រទេះទិញទំនិញទទេ!',
    emptyHint: 'បន្ថែមម៉ូដពីកន្លែងរចនា ឬពីម៉ូដរបស់ខ្ញុំ។',
    order: 'កុម្ម៉ង់',
    remove: 'ដកចេញ',
    removeNamed: 'ដក {{name}} ចេញពីរទេះ',
    removed: 'បានដកចេញពីរទេះ',
    addToCart: 'ដាក់ក្នុងរទេះ',
    added: 'បានដាក់ក្នុងរទេះ!',
    continueToCheckout: 'បន្តទៅការទូទាត់?',
    continueEditing: 'បន្តកែសម្រួល',
    seeDesigns: 'មើលម៉ូដរបស់ខ្ញុំ',
    checkout: 'ទូទាត់',
    close: 'បិទ',
    loadFailed: 'មិនអាចផ្ទុករទេះទិញទំនិញបានទេ។',
    full: 'រទេះពេញហើយ៖ សូមកុម្ម៉ង់ ឬដកម៉ូដណាមួយចេញជាមុនសិន។',
  },
};
