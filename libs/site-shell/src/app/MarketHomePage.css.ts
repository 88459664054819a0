import { style } from '@vanilla-extract/css';

export const main = style({
  maxWidth: '48rem',
  margin: '0 auto',
  padding: '4rem 1.5rem',
});

export const eyebrow = style({
  margin: 0,
  fontSize: '0.875rem',
  fontWeight: 700,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: '#8a1c1c',
});

export const title = style({
  margin: '0.5rem 0 1rem',
  fontSize: 'clamp(2rem, 6vw, 3.5rem)',
  textTransform: 'capitalize',
});

export const lead = style({ fontSize: '1.125rem', lineHeight: 1.6 });

export const locales = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: '0.5rem',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
});

export const locale = style({
  padding: '0.75rem 1rem',
  background: '#ffffff',
  border: '1px solid #d5d9e0',
  borderRadius: '0.5rem',
});

export const code = style({
  display: 'inline-block',
  minWidth: '2rem',
  fontWeight: 700,
  textTransform: 'uppercase',
});
