import type { AreaMessages } from '../en';

export const marketing: AreaMessages['marketing'] = {
  marketing: {
    heroTitle: 'រចនាសម្លៀកបំពាក់កីឡាក្នុងក្តីស្រមៃរបស់អ្នក',
    heroSubtitle: 'ប្តូរឡូហ្គោ ឡូហ្គោអ្នកឧបត្ថម្ភ រចនាប័ទ្មអក្សរ និងច្រើនទៀតតាមចិត្ត។',
    startDesigning: 'ចាប់ផ្តើមរចនា',
    productsTitle: 'ផលិតផល',
    featuresTitle: 'មុខងារ',
    contactTitle: 'ទាក់ទងយើង',
    notFoundTitle: 'រកមិនឃើញទំព័រ',
    notFoundDetail: 'រកមិនឃើញទំព័រដែលអ្នកកំពុងស្វែងរកទេ។',
  },
};
