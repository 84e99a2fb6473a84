/**
 * Page navigation as the router reports it (gatsby-browser.tsx): Gatsby calls
 * onRouteUpdateDelayed when a page's resources take longer than 1000 ms to load
 * (docs/behaviour.md §2 and §9) and onRouteUpdate when the new page is shown. The loading notice reads this state.
 */

export interface NavigationState {
  /** A navigation has waited over 1000 ms for its page resources and is not finished. */
  isDelayed: boolean;
}

export const initialNavigationState: NavigationState = { isDelayed: false };

// Events, as the router reports them.
export const navigationDelayed = () => ({ type: 'navigation/delayed' as const });
export const navigationFinished = () => ({ type: 'navigation/finished' as const });

export type NavigationAction = ReturnType<typeof navigationDelayed> | ReturnType<typeof navigationFinished>;

export function navigationReducer(
  state: NavigationState = initialNavigationState,
  action: NavigationAction | { type: string },
): NavigationState {
  switch (action.type) {
    case 'navigation/delayed':
      return state.isDelayed ? state : { isDelayed: true };
    case 'navigation/finished':
      return state.isDelayed ? { isDelayed: false } : state;
    default:
      return state;
  }
}

export const selectIsNavigationDelayed = (state: { navigation: NavigationState }) => state.navigation.isDelayed;
