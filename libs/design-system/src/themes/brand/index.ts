export { brandTheme } from './brandTheme.css';
export { brandTokens } from './tokens';
