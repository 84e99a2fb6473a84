/** The public entry of this feature: what pages and other features may import (npm run lint checks it). */
export { selectIsShopClosed } from './system-slice';
export { NoticeModal } from './components/notice-modal';
export { rememberClosedNotice, useNoticeClosedBefore } from './notice-memory';
export { noticeDismissed, selectNotice } from './system-slice';
