/** The restaurant's calendar date: 'sold out for today' ends at Warsaw's midnight, not UTC's. */
import { SHOP_TIME_ZONE } from './opening-hours';

// en-CA formats dates as YYYY-MM-DD, the form PostgreSQL's date type reads and returns.
const dateFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** 'YYYY-MM-DD' of this instant in Warsaw. */
export function warsawDate(at: Date): string {
  return dateFormatter.format(at);
}
