// TextField shares the control box with Textarea and Select.
export { control } from '../private/field.css';
