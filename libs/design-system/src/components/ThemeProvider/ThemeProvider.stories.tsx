import type { Meta, StoryObj } from '@storybook/react-vite';
import { brandTheme, brandTokens } from '../../themes/brand';
import { extranetTheme, extranetTokens } from '../../themes/extranet';
import type { Tokens } from '../../tokens/tokenType.ts';
import { Box } from '../Box/Box';
import { Button } from '../Button/Button';
import { Heading } from '../Heading/Heading';
import { Inline } from '../Inline/Inline';
import { Stack } from '../Stack/Stack';
import { Text } from '../Text/Text';
import { ThemeProvider } from './ThemeProvider';

function Palette({ tokens }: { tokens: Tokens }) {
  return (
    <Box as="ul" display="grid" gap="sm" padding="none" margin="none" style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))', listStyle: 'none' }}>
      {Object.entries(tokens.color).map(([role, value]) => (
        <li key={role}>
          <div style={{ height: 48, borderRadius: 6, background: value, boxShadow: 'inset 0 0 0 1px rgba(15,27,45,0.15)' }} />
          <Text size="xs" weight="semibold">{role}</Text>
          <Text size="xs" tone="muted">{value}</Text>
        </li>
      ))}
    </Box>
  );
}

const meta = {
  title: 'Design System/ThemeProvider',
  component: ThemeProvider,
  args: { theme: brandTheme, children: null },
  argTypes: {
    theme: { control: 'inline-radio', options: [brandTheme, extranetTheme], labels: { [brandTheme]: 'brand', [extranetTheme]: 'extranet' } },
    children: { control: false },
  },
  render: (args) => {
    const tokens = args.theme === extranetTheme ? extranetTokens : brandTokens;
    return (
      <ThemeProvider theme={args.theme}>
        <Box padding="xl" background="background">
          <Stack space="lg">
            <Heading level="2">{tokens.name === 'brand' ? 'Clavis brand' : 'Clavis extranet'}</Heading>
            <Inline space="sm">
              <Button>Primary</Button>
              <Button variant="secondary">Secondary</Button>
              <Button variant="accent">Accent</Button>
            </Inline>
            <Palette tokens={tokens} />
          </Stack>
        </Box>
      </ThemeProvider>
    );
  },
} satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};
export const Extranet: Story = { args: { theme: extranetTheme } };
