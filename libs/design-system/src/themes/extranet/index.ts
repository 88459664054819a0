export { extranetTheme } from './extranetTheme.css';
export { extranetTokens } from './tokens';
