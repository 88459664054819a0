/** The `sizes` hint of one tile: the wide container split in columns (one column on phones, two on tablets). */
export function tileSizes(columns: number): string {
  const tablet = Math.min(columns, 2);
  return [
    `(min-width: 1440px) ${Math.ceil(1440 / columns)}px`,
    `(min-width: 992px) ${Math.ceil(100 / columns)}vw`,
    `(min-width: 740px) ${Math.ceil(100 / tablet)}vw`,
    '100vw',
  ].join(', ');
}
