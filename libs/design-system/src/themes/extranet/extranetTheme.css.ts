import { createTheme } from '@vanilla-extract/css';
import { makeTheme } from '../makeTheme';
import { vars } from '../vars.css';
import { extranetTokens } from './tokens';

/** Class name that applies the extranet theme to a subtree. */
export const extranetTheme = createTheme(vars, makeTheme(extranetTokens), 'clavis-extranet');
