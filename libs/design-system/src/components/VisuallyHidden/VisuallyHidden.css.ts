// The style lives in css/focusRing.css.ts, next to the other accessibility helpers it is shared with.
export { visuallyHidden } from '../../css/focusRing.css';
