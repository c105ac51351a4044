export const account = {
  account: {
    dashboardTitle: 'Dashboard',
    assetsTitle: 'My designs',
    playersTitle: 'Player list',
    historiesTitle: 'My orders',
    settingTitle: 'Settings',
  },
};
