export { carouselLabels } from './carouselLabels';
