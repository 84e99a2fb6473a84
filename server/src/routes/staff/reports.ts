/**
 * The day's numbers for the panel's 'Raport' tab and the accountant's CSVs (D103, D104): a range
 * of business days (04:00–04:00 in Warsaw, at most REPORT_MAX_DAYS), figures summed in SQL in
 * grosze and given in zł, CSVs streamed page by page.
 */
import { type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { Type } from 'typebox';
import { DailyReport, ReportQuery, type ReportAmount } from '../../../../domain/contract/reports';
import { businessRange, daysInRange, parseCalendarDate, REPORT_MAX_DAYS } from '../../../../domain/rules/business-day';
import { FULFILMENTS } from '../../../../domain/rules/fulfilment';
import { groszeToZloty } from '../../../../domain/rules/money';
import { ORDER_SOURCES } from '../../../../domain/rules/order-sources';
import { PAYMENT_METHODS } from '../../../../domain/rules/payment-methods';
import { csvStream } from '../../lib/csv';
import { HttpError } from '../../plugins/app/errors';
import { type AmountRow, type DishRow, type ReportFigures } from '../../repositories/report-repository';
import { staffErrors as errors } from './common';
import { itemCells, ITEMS_HEADER, orderCells, ORDERS_HEADER } from './report-csv';

/** A CSV answer is a stream Fastify pipes out as it is (no serializer runs on it). */
const CsvFile = Type.Unsafe<Readable>({ type: 'string', description: 'text/csv, UTF-8 with BOM, ";" separated (D104)' });
const csvSchema = { querystring: ReportQuery, response: { 200: CsvFile, ...errors } };

/** The range asked for, checked beyond the schema's pattern: real dates, in order, at most a month (400 naming the field). */
function readRange(query: ReportQuery) {
  const from = query.from;
  const to = query.to ?? from;
  const fromWall = parseCalendarDate(from);
  if (fromWall === undefined) throw new HttpError(400, `querystring/from is not a calendar date: ${from}`, undefined, 'querystring/from');
  const toWall = parseCalendarDate(to);
  if (toWall === undefined) throw new HttpError(400, `querystring/to is not a calendar date: ${to}`, undefined, 'querystring/to');
  const days = daysInRange(fromWall, toWall);
  if (days < 1) throw new HttpError(400, 'querystring/to must not be before querystring/from', undefined, 'querystring/to');
  if (days > REPORT_MAX_DAYS) throw new HttpError(400, `querystring/to must be at most ${REPORT_MAX_DAYS} days from querystring/from`, undefined, 'querystring/to');
  return { from, to, ...businessRange(from, to) };
}

const zl = ({ orders, grosze }: AmountRow): ReportAmount => ({ orders, amount: groszeToZloty(grosze) });
const dish = ({ id, name, quantity, grosze }: DishRow) => ({ id, name, quantity, value: groszeToZloty(grosze) });
/** Every key of the domain's list, zero where nothing sold, so the panel always shows the same rows. */
const byKeys = (keys: readonly string[], found: Record<string, AmountRow>) =>
  Object.fromEntries([...keys, ...Object.keys(found)].map((k) => [k, zl(found[k] ?? { orders: 0, grosze: 0 })]));
/** Half up to the grosz: sales are never negative. */
const average = ({ orders, grosze }: AmountRow) => (orders === 0 ? 0 : groszeToZloty(Math.round(grosze / orders)));
/** Warsaw's hours in the business day's order: 04:00 first, 03:00 last (D103). */
const HOURS = Array.from({ length: 24 }, (_, i) => (i + 4) % 24);

function toReport(range: ReturnType<typeof readRange>, f: ReportFigures): DailyReport {
  return {
    from: range.from,
    to: range.to,
    startsAt: range.startsAt.toISOString(),
    endsAt: range.endsAt.toISOString(),
    orders: { placed: f.placed, accepted: f.accepted, rejected: f.rejected, expiredUnpaid: f.expiredUnpaid, completed: f.completed.orders },
    sales: {
      total: zl(f.completed),
      byPayment: byKeys(PAYMENT_METHODS, f.byPayment),
      byChannel: byKeys(ORDER_SOURCES, f.byChannel),
      byFulfilment: byKeys(FULFILMENTS, f.byFulfilment),
    },
    deliveryFees: zl(f.deliveryFees),
    // Pickup's discount (D95), then each promo code's (D105); together they make the total.
    discounts: {
      total: zl(f.discounts),
      byKind: [
        ...(f.pickupDiscounts.orders > 0 ? [{ kind: 'pickup', ...zl(f.pickupDiscounts) }] : []),
        ...f.promoDiscounts.map(({ code, ...amount }) => ({ kind: 'promo', code, ...zl(amount) })),
      ],
    },
    refunds: zl(f.refunds),
    averageBasket: average(f.completed),
    topByQuantity: f.topByQuantity.map(dish),
    topByValue: f.topByValue.map(dish),
    ordersPerHour: HOURS.map((hour) => ({ hour, orders: f.perHour.get(hour) ?? 0 })),
    cashFromRiders: zl(f.cashFromRiders),
  };
}

export async function staffReportRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const reports = app.repos.reports;

  app.get('/staff/reports/daily', { schema: { querystring: ReportQuery, response: { 200: DailyReport, ...errors } } }, async (request) => {
    const range = readRange(request.query);
    return toReport(range, await reports.figures(range));
  });

  const csvHeaders = (kind: string, range: { from: string; to: string }) => ({
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${kind}-${range.from}_${range.to}.csv"`,
  });

  app.get('/staff/reports/orders.csv', { schema: csvSchema }, async (request, reply) => {
    const range = readRange(request.query);
    const stream = csvStream(ORDERS_HEADER, reports.orderRows(range), orderCells);
    return reply.headers(csvHeaders('zamowienia', range)).send(stream);
  });

  app.get('/staff/reports/items.csv', { schema: csvSchema }, async (request, reply) => {
    const range = readRange(request.query);
    const stream = csvStream(ITEMS_HEADER, reports.itemRows(range), itemCells);
    return reply.headers(csvHeaders('pozycje', range)).send(stream);
  });
}
