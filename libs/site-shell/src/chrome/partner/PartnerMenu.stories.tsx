import type { Meta, StoryObj } from '@storybook/react-vite';
import { SessionPreview } from '@clavis/auth/testing';
import { expect, within } from 'storybook/test';
import { PartnerMenu } from './PartnerMenu';

const signIn = async () => undefined;
const signOut = async () => undefined;

const meta = {
  title: 'Shell/PartnerMenu',
  component: PartnerMenu,
  args: { labels: { login: 'Partner-Login', logout: 'Abmelden' }, loginHref: '/extranet' },
  decorators: [
    (Story) => (
      <header style={{ display: 'flex', justifyContent: 'flex-end', padding: 16 }}>
        <Story />
      </header>
    ),
  ],
} satisfies Meta<typeof PartnerMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An anonymous visitor: the header's login link to the extranet. */
export const SignedOut: Story = {
  decorators: [(Story) => <SessionPreview session={{ status: 'unauthenticated', signIn, signOut }}><Story /></SessionPreview>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Partner-Login' })).toHaveAttribute('href', '/extranet');
  },
};

/** A signed-in partner: their name and the logout button. */
export const SignedIn: Story = {
  decorators: [
    (Story) => (
      <SessionPreview
        session={{
          status: 'authenticated',
          user: { sub: 'user-bu-italia', name: 'Giulia Rossi (BU Italia)', email: 'bu-italia@clavis.example', groups: ['partner', 'bu-italy'] },
          accessToken: 'preview',
          signIn,
          signOut,
        }}
      >
        <Story />
      </SessionPreview>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Giulia Rossi (BU Italia)')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Abmelden' })).toBeEnabled();
  },
};

/** While the session is found out, the link is there (it works without script too). */
export const Loading: Story = {
  decorators: [(Story) => <SessionPreview session={{ status: 'loading' }}><Story /></SessionPreview>],
};
