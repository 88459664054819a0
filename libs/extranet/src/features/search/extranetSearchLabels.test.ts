import { extranetSearchTypes, searchLabels } from '@clavis/search';
import { localeCodes } from '@clavis/i18n-routing';
import { loadMessages } from '@clavis/i18n-routing/messages';
import { extranetContext } from '../../shared/extranetContext';

describe("the extranet search's type filter", () => {
  it.each(localeCodes)('names every extranet type, each differently, in %s', async (locale) => {
    const { intl } = extranetContext({ market: 'global', locale, messages: await loadMessages(locale) });
    const names = Object.values(searchLabels(intl, extranetSearchTypes).types);
    expect(names).toHaveLength(extranetSearchTypes.length);
    expect(names.every((name) => name.trim() !== '' && !name.startsWith('search.'))).toBe(true);
    expect(new Set(names).size).toBe(names.length);
  });

  it('lists the partner product pages', () => {
    expect(extranetSearchTypes).toContain('extranet_product');
  });
});
