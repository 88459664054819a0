export const market = 'france' as const;
