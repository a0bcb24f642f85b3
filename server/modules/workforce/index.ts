import type { ServerModule } from '../types';
import { workforceMessages } from './i18n';

/**
 * The workforce: the employees as HR and the identity provider describe them, provisioned through
 * one service (./provisioning.ts).
 */
export const workforce: ServerModule = {
  name: 'workforce',
  services: {},
  messages: workforceMessages,
};
