import { catalogue } from '../../../src/i18n';
import { modules } from '../../../src/modules';

/** The portal's whole Spanish catalogue (the shell and every module's texts) for rendering pages. */
export const spanish = await catalogue('es', modules);

/** The same in English. */
export const english = await catalogue('en', modules);
