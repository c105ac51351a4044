import type { AreaMessages } from '../en';

export const auth: AreaMessages['auth'] = {
  auth: {
    signInTitle: 'ចូលគណនី',
    signUpTitle: 'ចុះឈ្មោះ',
    forgotPasswordTitle: 'ភ្លេចពាក្យសម្ងាត់',
  },
};
