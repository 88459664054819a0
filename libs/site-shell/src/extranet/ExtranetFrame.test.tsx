import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ExtranetFrame, SessionLost } from './ExtranetFrame';

function Page() {
  const [lost, setLost] = useState(false);
  return (
    <>
      <header>navigation</header>
      <button type="button" onClick={() => setLost(true)}>
        expire
      </button>
      {lost ? <SessionLost /> : <p>catalogues</p>}
    </>
  );
}

describe('ExtranetFrame', () => {
  it('shows the page in its layout while the session holds', () => {
    render(
      <ExtranetFrame unauthorized={<main>401 screen</main>}>
        <Page />
      </ExtranetFrame>,
    );
    expect(screen.getByText('navigation')).toBeInTheDocument();
    expect(screen.getByText('catalogues')).toBeInTheDocument();
    expect(screen.queryByText('401 screen')).toBeNull();
  });

  it('replaces the whole layout with the 401 screen once the page finds the session lost', () => {
    render(
      <ExtranetFrame unauthorized={<main>401 screen</main>}>
        <Page />
      </ExtranetFrame>,
    );
    screen.getByRole('button', { name: 'expire' }).click();
    return screen.findByText('401 screen').then(() => {
      expect(screen.queryByText('navigation')).toBeNull();
      expect(screen.queryByRole('button', { name: 'expire' })).toBeNull();
    });
  });
});
