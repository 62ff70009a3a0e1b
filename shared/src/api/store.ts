import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { platformApi } from './platformApi.ts';

/** The root reducer: remotes inject their slices into it at runtime. */
export const rootReducer = combineSlices(platformApi).withLazyLoadedSlices();

/** The one store factory, used by the shell and by a remote started on its own. */
export function createConsoleStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(platformApi.middleware),
  });
}

export type ConsoleStore = ReturnType<typeof createConsoleStore>;
export type RootState = ReturnType<ConsoleStore['getState']>;
export type AppDispatch = ConsoleStore['dispatch'];

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
