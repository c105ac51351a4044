import type { AreaMessages } from '../en';

export const shell: AreaMessages['shell'] = {
  common: {
    loading: 'កំពុងផ្ទុក…',
    somethingWentWrong: 'មានបញ្ហាអ្វីមួយកើតឡើង!',
    goHome: 'ទៅទំព័រដើម',
    retry: 'ព្យាយាមម្តងទៀត',
  },
  nav: {
    home: 'ទំព័រដើម',
    features: 'មុខងារ',
    products: 'ផលិតផល',
    contact: 'ទាក់ទងយើង',
    signIn: 'ចូលគណនី',
    signUp: 'ចុះឈ្មោះ',
    dashboard: 'ផ្ទាំងគ្រប់គ្រង',
    myDesigns: 'ការរចនារបស់ខ្ញុំ',
    players: 'បញ្ជីកីឡាករ',
    orders: 'ការបញ្ជាទិញរបស់ខ្ញុំ',
    settings: 'ការកំណត់',
    groupResources: 'ធនធាន',
    groupOrdering: 'ការបញ្ជាទិញ',
    signOut: 'ចាកចេញ',
  },
  tenant: {
    notFound: 'ហាងនេះមិនមាននៅអាសយដ្ឋាននេះទេ។',
    unreachable: 'មិនអាចភ្ជាប់ទៅហាងបានទេ។ សូមពិនិត្យការតភ្ជាប់ ហើយព្យាយាមម្តងទៀត។',
  },
  remote: {
    unavailableTitle: 'ផ្នែកនេះនៃគេហទំព័រមិនអាចប្រើបានទេនៅពេលនេះ',
    unavailableDetail: 'ផ្នែកផ្សេងទៀតនៃគេហទំព័រនៅតែដំណើរការ។ អ្នកអាចព្យាយាមម្តងទៀតបន្តិចទៀត។',
  },
  language: {
    label: 'ភាសា',
    en: 'English',
    kh: 'ខ្មែរ',
  },
};
