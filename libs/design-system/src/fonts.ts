// `@clavis/design-system/fonts`: self-hosted Inter (variable weight axis) from npm. Import it once at
// the application root; the font files ship with the package, nothing is fetched from a CDN.
import '@fontsource-variable/inter/wght.css';
