/** The accountant's two CSVs (D104): Polish headers, and each row's cells with Polish labels and amounts in zł with a decimal comma. */
import { ORDER_SOURCE_LABELS } from '../../../../domain/rules/order-sources';
import { FULFILMENT_LABELS, type Fulfilment } from '../../../../domain/rules/fulfilment';
import { isOrderStatus, ORDER_STATUS_NAMES } from '../../../../domain/rules/order-lifecycle';
import type { OrderSource } from '../../../../domain/rules/order-sources';
import { paymentMethodLabel } from '../../../../domain/rules/payment-methods';
import { csvAmount, type CsvCell } from '../../lib/csv';
import type { ItemCsvRow, OrderCsvRow } from '../../repositories/report-repository';

export const ORDERS_HEADER = ['Numer', 'Data i godzina', 'Klient', 'Kanał', 'Sposób odbioru', 'Płatność', 'Wartość pozycji', 'Rabat', 'Kod rabatowy', 'Rabat z kodu', 'Dostawa', 'Razem', 'Status', 'Zwrócono'];
export const ITEMS_HEADER = ['Numer zamówienia', 'Data i godzina', 'Pozycja', 'Id dania', 'Nazwa', 'Cena jednostkowa', 'Ilość', 'Wartość', 'Status zamówienia'];

const statusLabel = (status: string) => (isOrderStatus(status) ? ORDER_STATUS_NAMES[status] : status);
const channelLabel = (source: string) => ORDER_SOURCE_LABELS[source as OrderSource] ?? source;
const fulfilmentLabel = (fulfilment: string) => FULFILMENT_LABELS[fulfilment as Fulfilment] ?? fulfilment;

/** One row per order: every status, so the accountant sees rejected and unpaid orders too. */
export const orderCells = (o: OrderCsvRow): CsvCell[] => [
  o.publicId,
  o.warsawTime,
  o.customerName,
  channelLabel(o.source),
  fulfilmentLabel(o.fulfilment),
  paymentMethodLabel(o.paymentMethod),
  csvAmount(o.itemsGrosze),
  // Every discount, then the code and its part of it (D105).
  csvAmount(o.discountGrosze),
  o.promoCode ?? '',
  csvAmount(o.promoDiscountGrosze),
  csvAmount(o.deliveryGrosze),
  csvAmount(o.totalGrosze),
  statusLabel(o.status),
  csvAmount(o.refundedGrosze),
];

/** One row per order line; positions counted from 1, as a person numbers them. */
export const itemCells = (i: ItemCsvRow): CsvCell[] => [
  i.publicId,
  i.warsawTime,
  i.position + 1,
  i.itemId,
  i.name,
  csvAmount(i.unitPriceGrosze),
  i.quantity,
  csvAmount(i.unitPriceGrosze * i.quantity),
  statusLabel(i.status),
];
