/**
 * The tab icon: the brand's mark (`logoMarkSvg` in the brand's colours) as a 64 x 64 PNG, inline: no
 * request, and no /favicon.ico 404 in the console (browsers ask for that file only when a page names
 * no icon). A PNG rather than the SVG itself: Chromium draws an SVG icon with an SVG document it
 * builds on the page's main thread after the load event (11-33 ms on CI's 2 cores, a long task on a
 * phone); a PNG it only decodes. `favicon.test.ts` checks it against the mark, and prints the value
 * to put here when the mark or the colours change.
 */
export const FAVICON_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAMAAACdt4HsAAAAZlBMVEVMaXELSYsKSYsLR4gKSooIRowKSYoLSYoJSIgAVX8KSosKSooKSYoLS4sLSooKSooLSooLSY0KSYoASJEKSosKSooJS40KSooKSYsKSooLSooLSYsKSosKSosMSIsLSYrJihsLSou94xpwAAAAIHRSTlMA/fIr8x3T/BwGlJOOLPTVti2RB9SQG72+vJe3jZYqtD2fdxIAAAAJcEhZcwAAFiUAABYlAUlSJPAAAACxSURBVFjD7dbJEsIgDIDhdIPS3dq6b7z/Szpe1DoTAsYT5r9m8s1wgBZAerYap84iddPcEuvrc2Kd6co493eWbOsSDtaj2nH+xAfQGQqM1qsGBXo/QKFA7gekKGA9+xfgunmflEMwUC5HRTAQMhNAgJgB9mUaFkJx/MmDckOKCUi5QM8FZi7QaiYAFf1Rea18Lj8yeyYApiZOoQkAIGsU+puQq9OFBKgE+HotKkCSIu8OFhfDhBYlf5YAAAAASUVORK5CYII=';
