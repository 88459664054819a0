export const market = 'global' as const;
