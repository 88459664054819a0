import { defineMain } from '@storybook/react-vite/node';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

/**
 * One Storybook for every library's UI (DESIGN.md section 1). Stories sit next to their components
 * as `X.stories.tsx`; libraries are read from source through the `@clavis/source` condition, so
 * nothing has to be built first.
 */
export default defineMain({
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../libs/*/src/**/*.stories.tsx'],
  // The content server's fixture assets, at the path its stories reference (`/f/287000/...`).
  staticDirs: [{ from: '../tools/content-server/content/assets', to: '/f' }],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(config) {
    const { mergeConfig, defaultServerConditions } = await import('vite');
    return mergeConfig(config, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['@clavis/source'] },
      // vanilla-extract evaluates `.css.ts` files in Vite's SSR environment: without the source
      // condition there too, `@clavis/design-system/css` resolves to a built dist whose theme
      // variables are not the ones the (source) themes define, and blocks lose their colours.
      environments: { ssr: { resolve: { conditions: ['@clavis/source', ...defaultServerConditions] } } },
      build: {
        rollupOptions: {
          // 'use client' marks React Server Component boundaries for Next.js; a browser-only
          // bundle has no use for it, so the bundler's notice about dropping it is noise here.
          onLog(level: string, log: { code?: string }, handler: (level: string, log: unknown) => void) {
            if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
            handler(level, log);
          },
        },
      },
    });
  },
});
