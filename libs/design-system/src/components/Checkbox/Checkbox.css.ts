import { style } from '@vanilla-extract/css';

export { checkbox, choiceRow } from '../private/choice.css';

export const field = style({ display: 'flex', flexDirection: 'column' });
