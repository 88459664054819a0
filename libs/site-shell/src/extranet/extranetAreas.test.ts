import { layoutFor } from '@clavis/blocks';
import { ROUTES } from '@clavis/i18n-routing';
import type { Story } from '@clavis/cms-client';
import { isExtranetRoute } from '@clavis/cms-client';
import { extranetLayoutFor, extranetShellPath, requiredGroupFor } from './extranetAreas';

const extranetRoutes = ROUTES.map((route) => route.name).filter(isExtranetRoute);

describe('extranet areas', () => {
  it('knows every extranet route of DESIGN.md section 5', () => {
    expect(extranetRoutes).toHaveLength(15);
  });

  it.each(extranetRoutes)('gives %s the layout blocks gives it', (route) => {
    expect(extranetLayoutFor(route)).toBe(layoutFor(route, { content: {} } as Story));
  });

  it('needs bu-italy for the BU Italia documentation and partner elsewhere', () => {
    expect(requiredGroupFor('extranet-documentation-bu-italy')).toBe('bu-italy');
    expect(requiredGroupFor('extranet-documentation-bu-italy-slug')).toBe('bu-italy');
    expect(extranetRoutes.filter((route) => requiredGroupFor(route) === 'partner')).toHaveLength(13);
  });

  it('serves an extranet URL from its locale shell', () => {
    expect(extranetShellPath('de', 'extranet')).toBe('/de/extranet-shell/extranet');
    expect(extranetShellPath('en', 'extranet-catalogues-folder-slug')).toBe('/en/extranet-shell/extranet-with-prefooter');
  });
});
