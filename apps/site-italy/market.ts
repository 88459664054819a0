export const market = 'italy' as const;
