import { optionalDateSchema, parseCmsDate } from './cmsDate';

describe('CMS dates', () => {
  it('reads Storyblok dates as UTC', () => {
    expect(parseCmsDate('2024-12-11 09:00').toISOString()).toBe('2024-12-11T09:00:00.000Z');
    expect(parseCmsDate('2024-12-11 23:30').toISOString()).toBe('2024-12-11T23:30:00.000Z');
    expect(parseCmsDate('2024-12-11').toISOString()).toBe('2024-12-11T00:00:00.000Z');
    expect(parseCmsDate('2024-12-11T09:00:00+02:00').toISOString()).toBe('2024-12-11T07:00:00.000Z');
  });

  it('treats a missing or blank date as none and rejects anything else that is not a date', () => {
    expect(optionalDateSchema.parse(undefined)).toBeUndefined();
    expect(optionalDateSchema.parse('')).toBeUndefined();
    expect(optionalDateSchema.parse(null)).toBeUndefined();
    expect(optionalDateSchema.safeParse('gestern').success).toBe(false);
    expect(optionalDateSchema.safeParse(20241211).success).toBe(false);
  });
});
