import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export { radio, choiceRow } from '../private/choice.css';

export const fieldset = style({ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const legend = style({ padding: 0, marginBottom: vars.space.xxs });
export const options = style({ display: 'flex', flexDirection: 'column' });
export const inline = style({ flexDirection: 'row', flexWrap: 'wrap', columnGap: vars.space.lg });
