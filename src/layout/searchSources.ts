import { moduleTextsReady } from '../i18n';
import { modules } from '../modules';
import { composeSearchSources } from './search';

/** What the top bar's search finds besides pages: every module's sources, with their texts. */
export const searchSources = composeSearchSources(modules, (module) =>
  module.messages ? moduleTextsReady(module.name, module.messages) : Promise.resolve(),
);
