/**
 * Shapes of the shop API's JSON as the site receives it, by the names the site uses. The one
 * definition is the API contract (the TypeBox schemas the server validates and serialises
 * with, in the domain folder); types only, so no TypeBox reaches the bundle. Prices are in zł.
 */
export type { CustomerDetails, HistoryQuery, OrderHistory } from '../../domain/contract/customer';
export type { DeliveryTimes, DeliveryZone, OpeningHours } from '../../domain/contract/delivery';
export type { MenuItem, SetContent } from '../../domain/contract/menu';
export type { OrderBody, OrderChange, OrderView, PartialRefund, PaymentRedirect, PaymentReturn, PlacedOrder, PriceChange, StaffOrderView, StaffStatusChange, StatusChange } from '../../domain/contract/order';
export type { OrderItem as OrderViewItem, OrderStatus as StaffOrderStatus, PublicOrderView as PublicOrder } from '../../domain/contract/order';
export type { Notice, PickupSettings, RestaurantFacts, RestaurantInfo, StaffSettings, WelcomeText } from '../../domain/contract/settings';
export type { DayHours as StaffDayHours, Delivery as DeliveryPrices, DeliveryZones as DeliveryZoneRules } from '../../domain/contract/settings';
export type { Slide as CarouselSlide, SlideBody as StaffCarouselSlide } from '../../domain/contract/settings';
export type { AuditEntry, StaffMenuItem, StaffMenuItemType, StaffMenuPatch } from '../../domain/contract/staff';
// Phone orders, changes by phone and pickup's settings (D95–D97).
export type { StaffOrderBody, StaffOrderChange, StaffOrderChangeBody } from '../../domain/contract/order';
export type { PickupSettingsBody, StaffPickupSettings } from '../../domain/contract/settings';
