export { formatDate, formatMoney, formatNumber } from './format';
