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
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['@clavis/source'] },
    });
  },
});
