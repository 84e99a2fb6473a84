/** The links of the top bar, also in the mobile menu and on the home page. */
import { NAV_LABELS } from '../../text/site';

/** The site's main links. */
export const NAV_LINKS = [
  { to: '/#about', label: NAV_LABELS.about },
  { to: '/menu/', label: NAV_LABELS.order },
  { to: '/#contact', label: NAV_LABELS.contact },
  { to: '/about/', label: NAV_LABELS.howToOrder },
] as const;

/** The add-ons shop opens in a new tab, without giving it a handle on this page. */
export const EXTERNAL_LINK = { target: '_blank', rel: 'noopener noreferrer' } as const;
