/**
 * The classic Redux store (no Redux Toolkit, by the project's conventions). The browser makes
 * one per page load; SSR makes a fresh one per page so no state leaks between renders.
 */
import { applyMiddleware, legacy_createStore, type Action, type Middleware } from 'redux';
// redux-thunk 3 has no `thunk.withExtraArgument` (2.x had it): the factory is a named export.
import { withExtraArgument, type ThunkAction, type ThunkDispatch } from 'redux-thunk';
import { rootReducer, type RootState } from './root-reducer';
import type { Services } from '../services/thunk-services';

export type AppAction = Action<string>;
export type AppDispatch = ThunkDispatch<RootState, Services, AppAction>;
export type AppThunk<R = Promise<void>> = ThunkAction<R, RootState, Services, AppAction>;

const passActionsOn: Middleware = () => (next) => (action) => next(action);

/** `listener`: a middleware that only hears the actions (the site's analytics, site-store.ts). */
export function makeStore(services: Services, preloadedState?: Partial<RootState>, listener: Middleware = passActionsOn) {
  return legacy_createStore(
    rootReducer,
    preloadedState as RootState | undefined,
    applyMiddleware(withExtraArgument<RootState, AppAction, Services>(services), listener),
  );
}

export type AppStore = ReturnType<typeof makeStore>;
