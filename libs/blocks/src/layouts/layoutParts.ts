import type { LayoutName } from '../pages/types';

/** What a layout puts around the page (SPEC.md section 2 layouts). */
export interface LayoutParts {
  /** `full`: logo, navigation and mobile menu; `logo`: the logo home link only; `none`. */
  header: 'full' | 'logo' | 'none';
  /** The site config's pre-footer bloks above the footer. */
  prefooter: boolean;
  /** `full`: link columns and legal line; `legal`: the legal line only; `none`. */
  footer: 'full' | 'legal' | 'none';
  /** The trade partners' area: extranet theme and its label in the header. */
  extranet: boolean;
}

export const layoutParts: Record<LayoutName, LayoutParts> = {
  // Public pages.
  'with-prefooter': { header: 'full', prefooter: true, footer: 'full', extranet: false },
  default: { header: 'full', prefooter: false, footer: 'full', extranet: false },
  // Campaign pages keep visitors on the page: no navigation to wander off through.
  'simple-landing': { header: 'logo', prefooter: false, footer: 'full', extranet: false },
  'custom-landing-pages': { header: 'logo', prefooter: false, footer: 'legal', extranet: false },
  // Error screens such as 401: the message alone.
  empty: { header: 'none', prefooter: false, footer: 'none', extranet: false },
  extranet: { header: 'full', prefooter: false, footer: 'full', extranet: true },
  'extranet-with-prefooter': { header: 'full', prefooter: true, footer: 'full', extranet: true },
};
