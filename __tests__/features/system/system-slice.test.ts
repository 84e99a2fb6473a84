import { makeStore } from '../../../src/app/store';
import type { Services } from '../../../src/services/thunk-services';
import type { ShopApi } from '../../../src/lib/shop-api';
import type { Notice } from '../../../src/lib/shop-api-types';
import {
  initialSystemState,
  noticeDismissed,
  noticeLoaded,
  selectIsNoticeVisible,
  selectIsShopClosed,
  selectIsSystemDisabled,
  selectNotice,
  systemReducer,
} from '../../../src/features/system/system-slice';
import { loadNotice } from '../../../src/features/system/system-thunks';

const closedNotice: Notice = { text: 'Dziś nieczynne', isVisible: true, isSystemClose: true };

/** Only getNotice is used by these thunks; any other call should fail the test loudly. */
function servicesWith(getNotice: ShopApi['getNotice']): Services {
  return { shopApi: { getNotice } as ShopApi };
}

describe('system reducer', () => {
  it('starts open with a hidden, empty notice', () => {
    expect(systemReducer(undefined, { type: '@@INIT' })).toEqual({
      isDisabled: false,
      notice: { text: '', isVisible: false, isSystemClose: false },
      isDismissed: false,
    });
  });

  it('stores a loaded notice and follows its system-close flag', () => {
    const closed = systemReducer(initialSystemState, noticeLoaded(closedNotice));
    expect(closed).toEqual({ isDisabled: true, notice: closedNotice, isDismissed: false });

    const open = systemReducer(closed, noticeLoaded({ text: 'Promocja', isVisible: true, isSystemClose: false }));
    expect(open.isDisabled).toBe(false);
    expect(open.notice.text).toBe('Promocja');
  });

  it('keeps only the notice fields the spec names', () => {
    const extra = { ...closedNotice, secret: 'x' } as Notice;
    expect(systemReducer(initialSystemState, noticeLoaded(extra)).notice).toEqual(closedNotice);
  });

  it('hides the notice on dismiss without reopening the shop', () => {
    const state = systemReducer(systemReducer(undefined, noticeLoaded(closedNotice)), noticeDismissed());
    const root = { system: state };
    expect(selectIsNoticeVisible(root)).toBe(false);
    expect(selectIsSystemDisabled(root)).toBe(true);
    expect(selectNotice(root).text).toBe('Dziś nieczynne');
  });

  it('keeps the very same state when the notice it already has loads again (nothing re-renders)', () => {
    const shown = systemReducer(undefined, noticeLoaded(closedNotice));
    expect(systemReducer(shown, noticeLoaded({ ...closedNotice }))).toBe(shown);
  });

  it('does not reopen a notice the customer closed when the same one loads again', () => {
    const closed = systemReducer(systemReducer(undefined, noticeLoaded(closedNotice)), noticeDismissed());
    const again = systemReducer(closed, noticeLoaded({ ...closedNotice }));
    expect(selectIsNoticeVisible({ system: again })).toBe(false);
    expect(selectIsSystemDisabled({ system: again })).toBe(true);
  });

  it('opens a changed notice even after the customer closed the previous one', () => {
    const closed = systemReducer(systemReducer(undefined, noticeLoaded(closedNotice)), noticeDismissed());
    const changedText = systemReducer(closed, noticeLoaded({ ...closedNotice, text: 'Jutro też nieczynne' }));
    expect(selectIsNoticeVisible({ system: changedText })).toBe(true);
    const reopenedShop = systemReducer(closed, noticeLoaded({ ...closedNotice, isSystemClose: false }));
    expect(selectIsNoticeVisible({ system: reopenedShop })).toBe(true);
    expect(selectIsSystemDisabled({ system: reopenedShop })).toBe(false);
  });

  it('tells the shop is closed exactly when the notice says isSystemClose', () => {
    expect(selectIsShopClosed({ system: initialSystemState })).toBe(false);
    expect(selectIsShopClosed({ system: systemReducer(undefined, noticeLoaded(closedNotice)) })).toBe(true);
    const open = systemReducer(undefined, noticeLoaded({ ...closedNotice, isSystemClose: false }));
    expect(selectIsShopClosed({ system: open })).toBe(false);
  });
});

describe('loadNotice thunk', () => {
  it('loads the notice through the injected shop API into the store', async () => {
    const getNotice = jest.fn().mockResolvedValue(closedNotice);
    const store = makeStore(servicesWith(getNotice));

    await store.dispatch(loadNotice());

    expect(getNotice).toHaveBeenCalledTimes(1);
    expect(selectNotice(store.getState())).toEqual(closedNotice);
    expect(selectIsSystemDisabled(store.getState())).toBe(true);
  });

  it('rethrows a failure and leaves the state untouched', async () => {
    const failure = new Error('boom');
    const store = makeStore(servicesWith(jest.fn().mockRejectedValue(failure)));

    await expect(store.dispatch(loadNotice())).rejects.toBe(failure);
    expect(store.getState().system).toEqual(initialSystemState);
  });
});
