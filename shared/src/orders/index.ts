// The ordering domain, shared by the API (which decides) and the apps (which show it): the life
// cycle of an order, its price, and the facts of its pieces. Pure functions, no I/O.
export {
  ORDER_TRANSITIONS,
  allowedTransitions,
  canTransition,
  IN_PROGRESS_STATUSES,
  FINAL_STATUSES,
  timestampsFrom,
  statusSeverity,
  type OrderActor,
  type OrderTimestamps,
  type StatusSeverity,
} from './life-cycle';
export { DEFAULT_PRICE_LIST, quoteOrder, ProductNotPriced, type OrderPieces } from './pricing';
export { hasShorts, duplicateNumbers, sizeRun } from './order-pieces';
export { orderBalance, type OrderBalance } from './balance';
export { depositCents, depositOverdueSince, dollars, moneyDue, moneyRefusal, paidCents, rielsOf, type MoneyDue, type MoneyRefusal, type OrderMoney } from './payment-rules';
export { deliveryDayOf } from './delivery-estimate';
export { addDays, SHOP_DAY_TIME_ZONE, shopDayOf } from './shop-days';
export { PROOF_APPROVABLE_STATUSES, NEEDS_APPROVED_PROOF, proofApprovalRefusal, waitsForProof, type ProofApprovalRefusal } from './proof-approval';
