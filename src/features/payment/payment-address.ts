/**
 * Only a web address leaves the site for a payment: the gateway's page (https), or the local
 * stand-in's (http on a laptop); never a javascript: or data: address, whoever sent it.
 */
export function isPaymentAddress(url: string): boolean {
  try {
    const base = typeof window === 'undefined' ? 'http://localhost/' : window.location.href;
    const { protocol } = new URL(url, base);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}
