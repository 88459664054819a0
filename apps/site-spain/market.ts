export const market = 'spain' as const;
