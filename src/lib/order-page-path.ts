/** The order page of an order: a fixed address that works without signing in (and Przelewy24's urlReturn). */
export const orderPagePath = (publicId: string) => `/order/?id=${encodeURIComponent(publicId)}`;
