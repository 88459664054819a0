import { z } from 'zod';
import { hasTarget, optionalLinkSchema, requiredLinkSchema } from './linkFields';

const storyLink = { fieldtype: 'multilink' as const, linktype: 'story' as const, id: 'x', cached_url: 'de/germany/kontakt', url: '' };
const emptied = { fieldtype: 'multilink' as const, linktype: 'story' as const, id: '', cached_url: '', url: '' };

describe('link field schemas', () => {
  it('tells a link with a target from an emptied field', () => {
    expect(hasTarget(storyLink)).toBe(true);
    expect(hasTarget({ linktype: 'email', email: 'info@clavis.example' })).toBe(true);
    expect(hasTarget(emptied)).toBe(false);
    expect(hasTarget(undefined)).toBe(false);
  });

  it('reads an optional link that is missing, null or emptied as none', () => {
    const content = z.object({ link: optionalLinkSchema });
    expect(content.parse({}).link).toBeUndefined();
    expect(content.parse({ link: null }).link).toBeUndefined();
    expect(content.parse({ link: emptied }).link).toBeUndefined();
    expect(content.parse({ link: storyLink }).link).toEqual(storyLink);
  });

  it('rejects an emptied or malformed required link, naming the field', () => {
    const content = z.object({ link: requiredLinkSchema });
    expect(content.safeParse({ link: emptied }).error?.issues).toMatchObject([{ path: ['link'], message: 'a link target is required' }]);
    expect(content.safeParse({ link: { linktype: 'page' } }).success).toBe(false);
    expect(content.safeParse({}).success).toBe(false);
  });
});
