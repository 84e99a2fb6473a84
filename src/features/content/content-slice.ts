/**
 * Texts the restaurant edits on the server. Only the welcome text for now; the carousel gets
 * its own feature folder with the storefront.
 */
import type { WelcomeText } from '../../lib/shop-api-types';

export interface ContentState {
  /** null until loaded; pages then show their pre-rendered fallback. */
  welcome: WelcomeText | null;
}

export const initialContentState: ContentState = { welcome: null };

export const welcomeLoaded = (welcome: WelcomeText) => ({
  type: 'content/welcomeLoaded' as const,
  payload: welcome,
});

export type ContentAction = ReturnType<typeof welcomeLoaded>;

export function contentReducer(
  state: ContentState = initialContentState,
  action: ContentAction | { type: string },
): ContentState {
  switch (action.type) {
    case 'content/welcomeLoaded': {
      const { payload } = action as ContentAction;
      return { ...state, welcome: { title: payload.title, text: payload.text } };
    }
    default:
      return state;
  }
}

export const selectWelcome = (state: { content: ContentState }) => state.content.welcome;
