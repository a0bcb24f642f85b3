import { describe, expect, it } from 'vitest';
import { kudosResolver } from '../../../resources/home/kudos/KudosInputs';
import { newsResolver } from '../../../resources/home/news/NewsInputs';
import { newsState } from '../../../resources/home/news/newsState';

const resolve = async (resolver: typeof kudosResolver, values: Record<string, unknown>) => {
  const { errors } = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, error?.message]),
  );
};

describe('the kudos form (contract rules, portal words)', () => {
  it('names each invalid field', async () => {
    const errors = await resolve(kudosResolver, {
      recipients: [],
      message: '<b>Gracias</b>',
    });
    expect(errors).toMatchObject({
      recipients: 'kudos.validation.recipientsMin',
      message: 'kudos.validation.plainText',
      category: expect.anything(),
    });
    const tooMany = await resolve(kudosResolver, {
      recipients: Array.from({ length: 21 }, (_, i) => String(i)),
      category: 'teamwork',
      message: 'Gracias',
    });
    expect(tooMany).toEqual({ recipients: 'kudos.validation.recipientsMax' });
  });

  it('accepts a valid kudos', async () => {
    expect(
      await resolve(kudosResolver, {
        recipients: ['100003'],
        category: 'innovation',
        message: 'Gracias por la idea del guion.',
      }),
    ).toEqual({});
  });
});

describe('the news form', () => {
  it('takes a chosen picture file and checks the window', async () => {
    const errors = await resolve(newsResolver, {
      title: 'Feria de empleo',
      body: '<p>Texto</p>',
      image: { rawFile: new File([], 'x.png'), src: 'blob:x' },
      publishFrom: '2030-01-02T00:00:00.000Z',
      publishTo: '2030-01-01T00:00:00.000Z',
    });
    expect(errors).toEqual({ publishTo: 'news.validation.afterFrom' });
  });

  it('tells whether a news item shows now, later, no more, or never', () => {
    const now = new Date('2025-05-10T12:00:00.000Z');
    const news = { active: true, publishFrom: '2025-05-01T00:00:00.000Z', publishTo: null };
    expect(newsState(news, now)).toBe('live');
    expect(newsState({ ...news, publishFrom: '2025-06-01T00:00:00.000Z' }, now)).toBe('scheduled');
    expect(newsState({ ...news, publishTo: '2025-05-09T00:00:00.000Z' }, now)).toBe('ended');
    expect(newsState({ ...news, active: false }, now)).toBe('inactive');
  });
});
