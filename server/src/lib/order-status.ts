/**
 * Moved to domain/rules/order-lifecycle.ts (issue 20). Only the order schemas still import this
 * path; they move to domain/contract/ next and import the rule from there, then this file goes.
 */
export { ORDER_STATUSES, type OrderStatus } from '../../../domain/rules/order-lifecycle';
