/**
 * @jest-environment node
 */
import { renderToReadableStream } from 'react-dom/server';
import { NotFoundStatus } from './NotFoundStatus';

async function serverRender(element: React.ReactElement) {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(element, { onError: (error) => void errors.push(error) });
  await stream.allReady;
  return { html: await new Response(stream).text(), errors };
}

describe('NotFoundStatus', () => {
  it("raises the 404 inside its own Suspense boundary on the server: the page around it renders whole, and Next.js's prerender reads the status from the error", async () => {
    const { html, errors } = await serverRender(
      <main>
        <h1>Seite nicht gefunden</h1>
        <NotFoundStatus />
      </main>,
    );
    expect(errors).toHaveLength(1);
    expect((errors[0] as { digest?: string }).digest).toBe('NEXT_HTTP_ERROR_FALLBACK;404');
    expect(html).toContain('<h1>Seite nicht gefunden</h1>');
    // The boundary the server gave up on is template content, which the browser keeps out of the DOM.
    expect(html).toMatch(/<template><!--\$!-->[\s\S]*<!--\/\$--><\/template><\/main>$/);
  });
});
