import { type ReactNode, use, useSyncExternalStore } from 'react';
import type { PortalModule } from '../modules/module';
import { moduleTextsReady, textsVersion } from '.';

/** Renders its children once the module's texts are in the catalogue (suspends until then). */
export function ModuleTexts({
  module,
  children,
}: {
  module: Pick<PortalModule, 'name' | 'messages'>;
  children: ReactNode;
}) {
  if (module.messages) use(moduleTextsReady(module.name, module.messages));
  return children;
}

/** Re-renders a component outside the pages (the breadcrumbs) when a module's texts arrive. */
export const useModuleTextsArrival = () =>
  useSyncExternalStore(textsVersion.subscribe, textsVersion.current);
