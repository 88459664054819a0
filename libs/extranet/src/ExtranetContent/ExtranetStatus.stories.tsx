import type { Meta, StoryObj } from '@storybook/react-vite';
import { EAGER_MESSAGES } from '@clavis/i18n-routing/messages';
import { extranetContext } from '../shared/extranetContext';
import { ExtranetStatus } from './ExtranetStatus';

const { intl } = extranetContext({ market: 'germany', locale: 'de', messages: EAGER_MESSAGES.de as Record<string, string> });

const meta = {
  title: 'Extranet/StatusScreens',
  component: ExtranetStatus,
  args: { code: 403, homeHref: '/extranet', intl },
  decorators: [(Story) => <main><Story /></main>],
} satisfies Meta<typeof ExtranetStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A partner without the BU Italia group. */
export const Forbidden: Story = {};
export const NotFound: Story = { args: { code: 404 } };
/** The session ended: no back button. */
export const Unauthorized: Story = { args: { code: 401 } };
export const Error: Story = { args: { code: 502 } };
