export const market = 'germany' as const;
