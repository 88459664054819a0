import { render, screen } from '@testing-library/react';
import { lazyComponent } from './lazyComponent';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

describe('lazyComponent', () => {
  it('renders nothing until the code has loaded, then the component with its props', async () => {
    let resolve: (component: typeof Greeting) => void = () => undefined;
    const LazyGreeting = lazyComponent(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    render(<LazyGreeting name="Anna" />);
    expect(screen.queryByText('Hallo Anna')).toBeNull();
    resolve(Greeting);
    expect(await screen.findByText('Hallo Anna')).toBeInTheDocument();
  });
});
