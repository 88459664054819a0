// A new market's entry in i18n-routing's market configs (libs/i18n-routing/src/marketConfigs.ts),
// the one list of markets: `nx g @clavis/tools:market austria --locales=de-AT --port=3005` appends
// it. The child process of generator.cjs then checks it in i18n-routing's own terms.
const CONFIG_FILE = 'libs/i18n-routing/src/marketConfigs.ts';
const CLOSING = '} as const satisfies';
const STRATEGIES = ['prefix', 'prefix_except_default'];

/** `de-AT` -> { code: 'de', tag: 'de-AT' }; `de` -> { code: 'de' }. */
function parseLocale(value) {
  const match = /^([a-z]{2})(?:-([A-Z]{2}))?$/.exec(value.trim());
  if (!match)
    throw new Error(
      `"${value}" is not a locale (a language code, or one with its region: de, de-AT)`,
    );
  return match[2] ? { code: match[1], tag: value.trim() } : { code: match[1] };
}

/** The entry's lines, as Prettier writes them in marketConfigs.ts. */
function entryLines(market, { website, strategy, locales, defaultLocale, port }) {
  const tags = locales.filter((locale) => locale.tag);
  return [
    `  ${market}: {`,
    `    website: '${website}',`,
    `    i18nStrategy: '${strategy}',`,
    `    locales: [${locales.map(({ code }) => `'${code}'`).join(', ')}],`,
    `    defaultLocale: '${defaultLocale}',`,
    ...(tags.length
      ? [`    languageTags: { ${tags.map(({ code, tag }) => `${code}: '${tag}'`).join(', ')} },`]
      : []),
    `    port: ${port},`,
    '  },',
  ];
}

/** Whether marketConfigs.ts in `tree` has an entry for `market`. */
function isConfigured(tree, market) {
  return (
    tree.exists(CONFIG_FILE) &&
    new RegExp(`^  ${market}: \\{$`, 'm').test(tree.read(CONFIG_FILE, 'utf-8'))
  );
}

/**
 * Appends `market`'s entry to marketConfigs.ts in `tree`. `locales`: comma-separated or a list, the
 * first the default unless `defaultLocale` says otherwise; `strategy` prefix_except_default unless
 * told; `website` the market's name unless told.
 */
function addMarketConfig(tree, market, options) {
  if (!tree.exists(CONFIG_FILE)) throw new Error(`${CONFIG_FILE} is missing`);
  if (isConfigured(tree, market))
    throw new Error(`${market} is already in ${CONFIG_FILE}; leave out --locales`);
  const { port, strategy = 'prefix_except_default', website = market } = options;
  const locales = (
    Array.isArray(options.locales) ? options.locales : String(options.locales).split(',')
  ).map(parseLocale);
  if (locales.length === 0) throw new Error('--locales names at least one locale');
  const defaultLocale = options.defaultLocale
    ? parseLocale(options.defaultLocale).code
    : locales[0].code;
  if (!STRATEGIES.includes(strategy))
    throw new Error(`--strategy is one of ${STRATEGIES.join(', ')}, not ${strategy}`);
  if (!Number.isInteger(port) || port <= 0)
    throw new Error(`--port must be a port number, not ${port}`);
  const source = tree.read(CONFIG_FILE, 'utf-8');
  const taken = new RegExp(`^ {4}port: ${port},$`, 'm');
  if (taken.test(source)) throw new Error(`port ${port} is another market's (${CONFIG_FILE})`);
  const lines = source.split('\n');
  const at = lines.findIndex((line) => line.startsWith(CLOSING));
  if (at < 0) throw new Error(`${CONFIG_FILE} has no line starting with \`${CLOSING}\``);
  lines.splice(at, 0, ...entryLines(market, { website, strategy, locales, defaultLocale, port }));
  tree.write(CONFIG_FILE, lines.join('\n'));
}

module.exports = { addMarketConfig, CONFIG_FILE };
