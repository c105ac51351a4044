// ./Histories is the old name of ./MyOrders (My orders, /me/histories), kept while a page may still
// ask for it: one opened under the released account (1.0.0-6a7a310623,
// deploy/released/account.json) read ./Histories from that release's page list, and if a release is
// promoted while it is open, it asks the new release for the same module
// (shell/src/federation/load-again.ts). Remove this file and its line in webpack.config.js once the
// released account is one that exposes ./MyOrders.
export { default, prefetchData } from './MyOrders';
