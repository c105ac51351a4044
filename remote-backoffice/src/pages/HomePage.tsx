/** /backoffice: the shop's numbers (../home); the workshop goes to the orders instead. */
export { HomePage } from '../home/HomePage';
