import { createIntl, createIntlCache } from '@formatjs/intl';
import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import type { BlockContext, BlockProblem } from '../core/types';

export type TestBlockContext = Omit<BlockContext, 'renderBlocks'> & { problems: BlockProblem[] };

const cache = createIntlCache();

/**
 * A block context for tests and stories: germany market, German messages, assets served as the
 * content server stores them (Storybook maps them to `/f`), every problem collected in `problems`.
 */
export function createBlockContext(overrides: Partial<Omit<BlockContext, 'renderBlocks' | 'report' | 'intl'>> = {}): TestBlockContext {
  const locale = overrides.locale ?? 'de';
  const messages = EAGER_MESSAGES[locale] ?? EAGER_MESSAGES.en ?? {};
  const problems: BlockProblem[] = [];
  return {
    market: 'germany',
    locale,
    draft: false,
    data: {},
    assets: { baseUrl: '', imageService: false },
    ...overrides,
    intl: createIntl({ locale, messages: messages as Record<string, string>, defaultLocale: 'en' }, cache),
    report: (problem) => problems.push(problem),
    problems,
  };
}
