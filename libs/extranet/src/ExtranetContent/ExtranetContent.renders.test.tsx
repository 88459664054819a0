import { act, render, screen } from '@testing-library/react';
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

  it('on a return to a page, shows what it kept and renders it again only when the answer has changed', async () => {
    sessionStorage.clear();
    const answering = (payload: unknown) => {
      let answer: (() => void) | undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      const fetch = (async () => {
        await answered;
        return { ok: true, status: 200, json: async () => JSON.parse(JSON.stringify(payload)) as unknown };
      }) as unknown as typeof globalThis.fetch;
      return { fetch, answer: () => act(async () => answer?.()) };
    };
    const page = (fetch: typeof globalThis.fetch) => (
      <ExtranetContent locale="de" route="extranet-catalogues-folder" path="kataloge/price-lists" accessToken="token" user={user} onLoadingChange={() => undefined} fetch={fetch} />
    );
    const first = answering(extranetFixtures.catalogueFolder);
    const visit = render(page(first.fetch));
    await first.answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Preislisten' })).toBeInTheDocument();
    visit.unmount();

    // The same answer: the kept page shows at once and stays as it is.
    const same = answering(extranetFixtures.catalogueFolder);
    const back = render(page(same.fetch));
    expect(await screen.findByRole('heading', { level: 1, name: 'Preislisten' })).toBeInTheDocument();
    const shown = views.length;
    const keptPayload = views.at(-1)?.payload;
    await same.answer();
    expect(views).toHaveLength(shown);
    back.unmount();

    // A changed answer (a renamed folder, new links): shown.
    const folder = extranetFixtures.catalogueFolder;
    const renamed = { ...folder, story: folder.story && { ...folder.story, name: 'Preislisten 2027' } };
    const changed = answering(renamed);
    render(page(changed.fetch));
    expect(await screen.findByRole('heading', { level: 1, name: 'Preislisten' })).toBeInTheDocument();
    expect(views.at(-1)?.payload).toEqual(keptPayload);
    await changed.answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Preislisten 2027' })).toBeInTheDocument();
  });
});
