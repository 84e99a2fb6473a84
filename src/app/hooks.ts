// Typed hooks so components never repeat the state and dispatch types.
import { useEffect, type DependencyList } from 'react';
import { useDispatch, useSelector, useStore } from 'react-redux';
import type { RootState } from './root-reducer';
import type { AppDispatch, AppStore } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * An effect that runs in a task of its own after the one React runs effects in. That task
 * follows hydration's commit and is the longest of a first visit on a phone; requests started
 * there (a first fetch costs several milliseconds) and the re-renders their dispatches cause
 * would lengthen it. Nothing runs if the component is gone before.
 */
export function useEffectInNextTask(run: () => void, deps: DependencyList): void {
  useEffect(() => {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }, deps);
}
