/**
 * The shop's system switch and its notice (spec 3: isDisabled; notice text, isVisible,
 * isSystemClose). The server decides both; the site only mirrors them.
 */
import type { Notice } from '../../lib/shop-api-types';

export interface SystemState {
  /** True while the restaurant has closed online ordering. */
  isDisabled: boolean;
  notice: Notice;
}

export const initialSystemState: SystemState = {
  isDisabled: false,
  notice: { text: '', isVisible: false, isSystemClose: false },
};

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
      // The notice's system-close flag is the switch: a closed shop is a disabled shop.
      return { isDisabled: notice.isSystemClose, notice };
    }
    case 'system/noticeDismissed':
      // Hiding the notice never reopens the shop.
      return { ...state, notice: { ...state.notice, isVisible: false } };
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
