import { isOwnerOf, type OwnedModule } from '../../../../contracts/catalogue';
import type { CalendarApplicationId, CtaKey } from '../../../../contracts/home/settings';
import type { ApiUser } from '../../../auth/apiTokens';
import { HttpError } from '../../../http/errors';
import { say } from '../i18n';

/**
 * Content of two modules shares these tables: the home page's (Home_Owner) and Bring a friend's
 * (Raft_Owner). The policy table lets either owner reach the shared write routes; each row is then
 * written only by the owner of its module (or System_Admin).
 */
export const MODULE_OF_APPLICATION: Record<CalendarApplicationId, OwnedModule> = {
  1: 'home',
  2: 'referrals',
};

export const MODULE_OF_CTA_KEY: Record<CtaKey, OwnedModule> = {
  Video: 'home',
  Banner: 'home',
  AskAlejandro: 'home',
  ChatBot: 'home',
  Contact: 'home',
  Image: 'home',
  RaftVideo: 'referrals',
  RaftImage: 'referrals',
};

/** Who changes content: the user of the request (the audit row's actor, the roles checked). */
export type ContentUser = Pick<ApiUser, 'sub' | 'username' | 'role'>;

/** Whether the user keeps the content of `module` (its owner role or System_Admin). */
export const canManage = (user: Pick<ApiUser, 'role'>, module: OwnedModule): boolean =>
  isOwnerOf(module, user.role);

/** 403 unless the user keeps the content of `module`. */
export function assertManages(user: Pick<ApiUser, 'role'>, module: OwnedModule): void {
  if (!canManage(user, module)) throw new HttpError(403, say('notAllowed'));
}
