import type { HomeMessage } from '../../../contracts/home/messages';

/** A published kudos as the services answer it; a test overrides what it is about. */
export const homeMessage = (overrides: Partial<HomeMessage> = {}): HomeMessage => ({
  id: 7,
  type: 'kudos',
  status: 'published',
  title: null,
  body: null,
  image: null,
  category: 'teamwork',
  message: 'Gracias',
  author: { badge: '100002', fullName: 'Esteban Vargas Rojas' },
  recipients: [{ badge: '100003', fullName: 'Natalia Quesada Brenes' }],
  publishFrom: '2025-01-01T00:00:00.000Z',
  publishTo: null,
  active: true,
  correctionReason: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});
