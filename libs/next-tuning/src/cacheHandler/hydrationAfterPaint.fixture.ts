/** The head and body end of a page as Next.js 16 writes them (shortened), for the rewrite's tests. */
export const PAGE = [
  '<!DOCTYPE html><html lang="de-DE"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" imageSrcSet="https://a.example/hero.jpg?w=320&amp;q=75 320w" fetchPriority="high"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>',
  '<script src="/_next/static/chunks/framework.js" async=""></script>',
  '<script src="/_next/static/chunks/page.js?dpl=a&amp;b" async="" integrity="sha384-x" crossorigin=""></script>',
  '<title>Clavis</title></head><body><h1>Clavis</h1>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>',
].join('');

/** The loader the rewrite adds, and its source. */
export const LOADER = /<script data-hydrate-after-paint="">([\s\S]*?)<\/script>/;
