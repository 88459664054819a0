import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Inline } from '../Inline/Inline';
import { Text } from '../Text/Text';
import { LoadingBar } from './LoadingBar';
import { loadingBarDefaults } from './createLoadingBarController';

const meta = {
  title: 'Design System/LoadingBar',
  component: LoadingBar,
  args: { loading: true, error: false, throttle: loadingBarDefaults.throttle, duration: loadingBarDefaults.duration, height: loadingBarDefaults.height },
  argTypes: {
    throttle: { control: { type: 'number', min: 0, step: 50 } },
    duration: { control: { type: 'number', min: 100, step: 100 } },
    height: { control: { type: 'number', min: 1, max: 8 } },
  },
  render: (args) => (
    <>
      <LoadingBar {...args} />
      <Text tone="muted">The bar runs along the top edge of the window.</Text>
    </>
  ),
} satisfies Meta<typeof LoadingBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Failed: Story = { args: { loading: false, error: true } };

function Simulation() {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  return (
    <>
      <LoadingBar loading={loading} error={error} />
      <Inline space="sm">
        <Button onClick={() => { setError(false); setLoading(true); }}>Start navigation</Button>
        <Button variant="secondary" onClick={() => setLoading(false)}>Finish</Button>
        <Button variant="critical" onClick={() => { setLoading(false); setError(true); }}>Fail</Button>
      </Inline>
    </>
  );
}

export const Interactive: Story = { render: () => <Simulation /> };
