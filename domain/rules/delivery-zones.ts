/**
 * Delivery zones by Polish postal code (NN-NNN). The restaurant configures, per zone, a list
 * of rules: a prefix ('00-', '02-6', '03') or an inclusive range ('00-001..00-999'). Zone A is
 * checked first, so a broad B rule ('01-') may cover what a narrower A rule ('01-0') carves
 * out. The format is fixed-width, so comparing codes as strings compares them as numbers.
 * The API applies these rules and the staff panel checks the configured ones with the same code.
 */
export type Zone = 'A' | 'B';
export const ZONES: readonly Zone[] = ['A', 'B'];

export interface DeliveryZoneRules {
  A: string[];
  B: string[];
}

/** A postal code inside a longer text (an address line); for building other patterns. */
export const POSTAL_CODE_SOURCE = '[0-9]{2}-[0-9]{3}';
/** For JSON schemas: the only postal-code spelling the shop accepts. */
export const POSTAL_CODE_PATTERN = `^${POSTAL_CODE_SOURCE}$`;
const POSTAL_CODE = new RegExp(POSTAL_CODE_PATTERN);
// A prefix is any leading part of a code: '0', '00', '00-', '00-9', '00-95', '00-950'.
const PREFIX = /^[0-9]{1,2}$|^[0-9]{2}-[0-9]{0,3}$/;
const RANGE = new RegExp(`^(${POSTAL_CODE_SOURCE})\\.\\.(${POSTAL_CODE_SOURCE})$`);

export function isPostalCode(value: string): boolean {
  return POSTAL_CODE.test(value);
}

/** Why a configured rule is unusable, or undefined when it is fine. */
export function ruleError(rule: string): string | undefined {
  const range = RANGE.exec(rule);
  if (range) return range[1] <= range[2] ? undefined : `range ${rule} ends before it starts`;
  if (PREFIX.test(rule)) return undefined;
  return `rule '${rule}' is neither a prefix like '00-' nor a range like '00-001..00-999'`;
}

export function validateZoneRules(rules: DeliveryZoneRules): string[] {
  return ZONES.flatMap((zone) =>
    (rules[zone] ?? []).flatMap((rule) => {
      const error = ruleError(rule);
      return error ? [`zone ${zone}: ${error}`] : [];
    }),
  );
}

function matches(code: string, rule: string): boolean {
  const range = RANGE.exec(rule);
  if (range) return range[1] <= code && code <= range[2];
  // A broken rule never matches: a typo in the configuration must not widen a zone.
  return PREFIX.test(rule) && code.startsWith(rule);
}

/**
 * The zone a postal code belongs to, or null when the restaurant does not deliver there.
 * A malformed code is the caller's bug (the API validates first), hence an exception.
 */
export function zoneFor(postalCode: string, rules: DeliveryZoneRules): Zone | null {
  if (!isPostalCode(postalCode)) throw new RangeError(`'${postalCode}' is not a postal code (NN-NNN)`);
  for (const zone of ZONES) {
    if ((rules[zone] ?? []).some((rule) => matches(postalCode, rule))) return zone;
  }
  return null;
}

/** What the customer reads when the address is outside both zones. */
export function outOfZoneMessage(postalCode: string): string {
  return `Niestety nie dowozimy pod ten adres (kod pocztowy ${postalCode}).`;
}
