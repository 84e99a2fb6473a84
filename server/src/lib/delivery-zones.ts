/**
 * Moved to domain/rules/delivery-zones.ts (issue 20). Only the order schemas still import this
 * path; they move to domain/contract/ next and import the rule from there, then this file goes.
 */
export { POSTAL_CODE_PATTERN } from '../../../domain/rules/delivery-zones';
