import type { AreaMessages } from '../en';

export const account: AreaMessages['account'] = {
  account: {
    dashboardTitle: 'ផ្ទាំងគ្រប់គ្រង',
    assetsTitle: 'ការរចនារបស់ខ្ញុំ',
    playersTitle: 'បញ្ជីកីឡាករ',
    historiesTitle: 'ការបញ្ជាទិញរបស់ខ្ញុំ',
    settingTitle: 'ការកំណត់',
  },
};
