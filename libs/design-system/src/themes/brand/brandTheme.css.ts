import { createTheme } from '@vanilla-extract/css';
import { makeTheme } from '../makeTheme';
import { vars } from '../vars.css';
import { brandTokens } from './tokens';

/** Class name that applies the Clavis public-site theme to a subtree. */
export const brandTheme = createTheme(vars, makeTheme(brandTokens), 'clavis-brand');
