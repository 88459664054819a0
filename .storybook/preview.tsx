import type { Preview } from '@storybook/react-vite';
import { ThemeProvider } from '@clavis/design-system';
import { brandTheme } from '@clavis/design-system/themes/brand';
import { extranetTheme } from '@clavis/design-system/themes/extranet';
import './preview.css';

const themes = { brand: brandTheme, extranet: extranetTheme } as const;

const preview = {
  globalTypes: {
    theme: {
      description: 'Clavis theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'brand', title: 'Brand (public sites)' },
          { value: 'extranet', title: 'Extranet' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'brand' },
  decorators: [
    (Story, context) => {
      const name = (context.globals['theme'] as keyof typeof themes | undefined) ?? 'brand';
      // Storybook renders plain <a> and <img>: the providers' defaults.
      return (
        <ThemeProvider theme={themes[name] ?? brandTheme}>
          <Story />
        </ThemeProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
    options: { storySort: { order: ['Design System', 'Blocks', '*'] } },
  },
  tags: ['autodocs'],
} satisfies Preview;

export default preview;
