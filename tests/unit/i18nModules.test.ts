import { describe, expect, it } from 'vitest';
import { mergeMessages } from '../../src/i18n/moduleMessages';

describe('module translations', () => {
  it('extend shared namespaces without dropping the portal keys', () => {
    const portal = { resources: { news: { name: 'Noticias' } }, routes: { Inicio: 'Inicio' } };
    const merged = mergeMessages(portal, {
      resources: { benefits: { name: 'Beneficios' } },
      benefits: { title: 'Beneficios' },
    });
    expect(merged).toEqual({
      resources: { news: { name: 'Noticias' }, benefits: { name: 'Beneficios' } },
      routes: { Inicio: 'Inicio' },
      benefits: { title: 'Beneficios' },
    });
    expect(portal.resources).not.toHaveProperty('benefits');
  });
});
