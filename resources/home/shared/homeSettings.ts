import { HOME_SETTINGS_MESSAGES } from '../../../contracts/home/settings';
import type { RowTexts } from '../../shared/AdminListPage';

/** The home settings contract's own rules (`portalLink`, `phone`…) in the portal's words. */
export const SETTINGS_MESSAGES = Object.fromEntries(
  Object.keys(HOME_SETTINGS_MESSAGES).map((name) => [name, `homeSettings.validation.${name}`]),
);

/** A home setting's buttons and notices, with the question of its kind; each receives `name`. */
export const settingsTexts = (confirmDelete: string): RowTexts => ({
  edit: 'homeSettings.actions.edit',
  delete: 'homeSettings.actions.delete',
  confirmDelete,
  deleted: 'homeSettings.notifications.deleted',
});

/**
 * A home setting's form: its list and path, and its titles and delete question, the texts of
 * `homeSettings.<kind>`.
 */
export const settingsForm = <T>(
  kind: string,
  listPath: string,
  formPath: string,
  nameOf: (record: T) => string,
) => ({
  listPath,
  formPath,
  nameOf,
  createTitle: `homeSettings.${kind}.createTitle`,
  editTitle: `homeSettings.${kind}.editTitle`,
  deleteTexts: settingsTexts(`homeSettings.${kind}.confirmDelete`),
});

/** A home setting's image: always its `image` field. */
export const SETTINGS_IMAGE = { source: 'image' };
