import { combineReducers } from 'redux';
import { systemReducer } from '../features/system/system-slice';
import { contentReducer } from '../features/content/content-slice';

// Slice keys are the spec's state names; new features add their reducer here.
export const rootReducer = combineReducers({
  system: systemReducer,
  content: contentReducer,
});

export type RootState = ReturnType<typeof rootReducer>;
