import type { Translation } from '@teamwear/shared/i18n';
import type { en } from './en';

/** The back office's strings in Khmer: the same tree as ./en (strings.test.ts compares them). */
export const kh: Translation<typeof en> = {
  backoffice: {
    title: 'ការិយាល័យក្រោយ',
    titles: {
      signIn: 'ចូលទៅការិយាល័យក្រោយ',
      orders: 'ការបញ្ជាទិញ',
      order: 'ការបញ្ជាទិញ',
      customers: 'អតិថិជន',
      customer: 'អតិថិជន',
      settings: 'ការកំណត់',
    },
    loadFailed: 'មានបញ្ហាអ្វីមួយ!',
  },
};
