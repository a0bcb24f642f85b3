import { useSyncExternalStore } from 'react';
import { textsVersion } from '.';

/** Re-renders a component outside the pages (the breadcrumbs) when a module's texts arrive. */
export const useModuleTextsArrival = () =>
  useSyncExternalStore(textsVersion.subscribe, textsVersion.current);
