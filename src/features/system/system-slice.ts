/**
 * The shop's system switch and its notice (docs/behaviour.md §3: isDisabled; notice text, isVisible,
 * isSystemClose). The server decides both; the site only mirrors them.
 */
import type { Notice } from '../../lib/shop-api-types';

export interface SystemState {
  /** True while the restaurant has closed online ordering. */
  isDisabled: boolean;
  notice: Notice;
  /** The customer closed this notice: the same notice loaded again stays closed. */
  isDismissed: boolean;
}

export const initialSystemState: SystemState = {
  isDisabled: false,
  notice: { text: '', isVisible: false, isSystemClose: false },
  isDismissed: false,
};

const sameNotice = (a: Notice, b: Notice) =>
  a.text === b.text && a.isVisible === b.isVisible && a.isSystemClose === b.isSystemClose;

// Actions are events: what happened, not which field to set.
export const noticeLoaded = (notice: Notice) => ({ type: 'system/noticeLoaded' as const, payload: notice });
export const noticeDismissed = () => ({ type: 'system/noticeDismissed' as const });

export type SystemAction = ReturnType<typeof noticeLoaded> | ReturnType<typeof noticeDismissed>;

export function systemReducer(
  state: SystemState = initialSystemState,
  action: SystemAction | { type: string },
): SystemState {
  switch (action.type) {
    case 'system/noticeLoaded': {
      const { payload } = action as ReturnType<typeof noticeLoaded>;
      // Copy only the known fields: the store must stay plain and serialisable.
      const notice = { text: payload.text, isVisible: payload.isVisible, isSystemClose: payload.isSystemClose };
      // The page was rendered with this very notice (the build's): nothing changes, nothing re-renders.
      if (!state.isDismissed && sameNotice(notice, state.notice)) return state;
      // A notice the customer already closed on this page load (e.g. the pre-rendered one, closed
      // before the live one arrived) does not open again; a changed one does.
      const isDismissed = state.isDismissed && notice.text === state.notice.text && notice.isSystemClose === state.notice.isSystemClose;
      // The notice's system-close flag is the switch: a closed shop is a disabled shop.
      return { isDisabled: notice.isSystemClose, notice: isDismissed ? { ...notice, isVisible: false } : notice, isDismissed };
    }
    case 'system/noticeDismissed':
      // Hiding the notice never reopens the shop.
      return { ...state, notice: { ...state.notice, isVisible: false }, isDismissed: true };
    default:
      return state;
  }
}

interface WithSystem {
  system: SystemState;
}

export const selectNotice = (state: WithSystem) => state.system.notice;
export const selectIsNoticeVisible = (state: WithSystem) => state.system.notice.isVisible;
export const selectIsSystemDisabled = (state: WithSystem) => state.system.isDisabled;
/** The shop is closed by the system switch: customers browse, ordering is disabled. */
export const selectIsShopClosed = (state: WithSystem) => state.system.notice.isSystemClose;
