import { render, screen } from '@testing-library/react';
import type { ExtranetViewProps } from '../ExtranetView/ExtranetView';
import { extranetFixtures } from '../testing/extranetFixtures';
import { ExtranetContent } from './ExtranetContent';

const views: ExtranetViewProps[] = [];
function CountingView(props: ExtranetViewProps) {
  views.push(props);
  return <h1>{props.payload.story?.name}</h1>;
}
jest.mock('../ExtranetView/loadExtranetView', () => ({
  loadedExtranetView: () => undefined,
  loadExtranetView: async () => CountingView,
}));

const user = { sub: 'user-bu-italia', groups: ['partner', 'bu-italy'] };
const fetch = (async () => ({ ok: true, status: 200, json: async () => extranetFixtures.catalogueFolder })) as unknown as typeof globalThis.fetch;

describe('ExtranetContent renders', () => {
  it('does not render the view again when the page around it renders for something else, and does for a new token', async () => {
    const page = (accessToken: string) => (
      // A new element, callback and user object on each render of the page, as ExtranetGate gives them.
      <ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken={accessToken} user={{ ...user, groups: user.groups }} unauthorized={<p>401</p>} onLoadingChange={() => undefined} fetch={fetch} />
    );
    const { rerender } = render(page('token-1'));
    expect(await screen.findByRole('heading', { level: 1, name: extranetFixtures.catalogueFolder.story?.name })).toBeInTheDocument();
    const shown = views.length;

    rerender(page('token-1'));
    rerender(page('token-1'));
    expect(views).toHaveLength(shown);

    rerender(page('token-2'));
    expect(views).toHaveLength(shown + 1);
    expect(views.at(-1)?.accessToken).toBe('token-2');
  });
});
