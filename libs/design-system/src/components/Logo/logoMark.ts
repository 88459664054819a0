/** The Clavis mark on a 32 x 32 grid: the key bow (a rounded square ring) and the blade with its cut bits. */
export const LOGO_MARK = {
  viewBox: '0 0 32 32',
  bow: 'M6 2h12a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H6a4 4 0 0 1-4-4V6a4 4 0 0 1 4-4Zm3 6a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1V9a1 1 0 0 0-1-1H9Z',
  bit: 'M18 16h12v4h-2v4h-3v-4h-2v6h-3v-6h-2z',
} as const;

/** The mark as a standalone SVG document (the sites' favicon), in the given colours. */
export function logoMarkSvg({ bow, bit }: { bow: string; bit: string }): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${LOGO_MARK.viewBox}">` +
    `<path fill="${bow}" fill-rule="evenodd" d="${LOGO_MARK.bow}"/>` +
    `<path fill="${bit}" d="${LOGO_MARK.bit}"/>` +
    `</svg>`
  );
}
