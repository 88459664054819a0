import { z } from 'zod';
import { linkSchema } from './link';
import { assetSchema, blokSchema, dateSchema, relationSchema } from './primitives';
import { richTextSchema } from './richText';
import { eventStatuses, productSegments } from './segments';

const base = <C extends string>(component: C) => ({
  _uid: z.string().min(1),
  component: z.literal(component),
});

const seoSchema = z.object({ title: z.string().optional(), description: z.string().optional() }).optional();

export { eventStatuses, productSegments, type EventStatus } from './segments';

export const homeSchema = z.looseObject({ ...base('home'), title: z.string().min(1), body: z.array(blokSchema), seo: seoSchema });
export const pageSchema = z.looseObject({
  ...base('page'),
  title: z.string().min(1),
  intro: z.string().optional(),
  body: z.array(blokSchema),
  seo: seoSchema,
});
export const landingPageSchema = z.looseObject({
  ...base('landing_page'),
  title: z.string().min(1),
  body: z.array(blokSchema),
  seo: seoSchema,
});
export const customLandingSchema = z.looseObject({
  ...base('custom_landing'),
  title: z.string().min(1),
  body: z.array(blokSchema),
  form: z.string().optional(),
});
export const categorySchema = z.looseObject({
  ...base('category'),
  title: z.string().min(1),
  description: z.string().min(1),
  segment: z.enum(productSegments),
  image: assetSchema,
});
const specificationSchema = z.object({
  _uid: z.string(),
  component: z.literal('specification'),
  label: z.string().min(1),
  value: z.string().min(1),
  unit: z.string().optional(),
});
export const productSchema = z.looseObject({
  ...base('product'),
  name: z.string().min(1),
  code: z.string().min(1),
  kind: z.enum(['key-blank', 'machine', 'accessory']),
  segment: z.enum(productSegments),
  description: z.string().min(1),
  body: richTextSchema,
  category: relationSchema,
  images: z.array(assetSchema).min(1),
  specifications: z.array(specificationSchema).min(1),
  related: z.array(relationSchema),
  catalogue: relationSchema.optional(),
});
export const newsSchema = z.looseObject({
  ...base('news'),
  title: z.string().min(1),
  date: dateSchema,
  excerpt: z.string().min(1),
  image: assetSchema,
  body: richTextSchema,
  products: z.array(relationSchema).optional(),
});
export const eventSchema = z.looseObject({
  ...base('event'),
  title: z.string().min(1),
  status: z.enum(eventStatuses),
  start_date: dateSchema,
  end_date: dateSchema,
  location: z.string().min(1),
  excerpt: z.string().min(1),
  image: assetSchema,
  body: richTextSchema,
});
export const pressReleaseSchema = z.looseObject({
  ...base('press_release'),
  title: z.string().min(1),
  date: dateSchema,
  excerpt: z.string().min(1),
  body: richTextSchema,
  attachment: assetSchema.optional(),
});
export const catalogueSchema = z.looseObject({
  ...base('catalogue'),
  title: z.string().min(1),
  description: z.string().min(1),
  year: z.number().int(),
  /** The PDF's page count (extranet catalogues). */
  pages: z.number().int().positive().optional(),
  /** The locale code of the PDF's language (extranet catalogues). */
  language: z.string().min(2).optional(),
  file: assetSchema,
  cover: assetSchema,
});
/** The start page of an extranet catalogue folder (`/extranet/kataloge/:folder_slug`). */
export const catalogueFolderSchema = z.looseObject({
  ...base('catalogue_folder'),
  title: z.string().min(1),
  description: z.string().optional(),
  kind: z.string().min(1),
});
export const bulletinSchema = z.looseObject({
  ...base('bulletin'),
  title: z.string().min(1),
  date: dateSchema,
  excerpt: z.string().min(1),
  body: richTextSchema,
  attachment: assetSchema.optional(),
});
export const resourceSchema = z.looseObject({
  ...base('resource'),
  title: z.string().min(1),
  description: z.string().min(1),
  kind: z.string().min(1),
  file: assetSchema.optional(),
  link: linkSchema.optional(),
});
const addressSchema = z.object({
  street: z.string().min(1),
  postal_code: z.string().min(1),
  city: z.string().min(1),
  country: z.string().length(2),
});
export const sellerSchema = z.looseObject({
  ...base('seller'),
  name: z.string().min(1),
  company: z.string().min(1),
  region: z.string().min(1),
  email: z.email(),
  phone: z.string().min(1),
  address: addressSchema,
});
export const shopSchema = z.looseObject({
  ...base('shop'),
  name: z.string().min(1),
  address: addressSchema,
  phone: z.string().min(1),
  email: z.email().optional(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  opening_hours: z.string().optional(),
});
export const contactSchema = z.looseObject({
  ...base('contact'),
  name: z.string().min(1),
  department: z.string().min(1),
  role: z.string().optional(),
  email: z.email(),
  phone: z.string().min(1),
});
export const jobSchema = z.looseObject({
  ...base('job'),
  title: z.string().min(1),
  location: z.string().min(1),
  department: z.string().min(1),
  contract: z.enum(['full-time', 'part-time', 'internship']),
  posted: dateSchema,
  body: richTextSchema,
});

export interface NavigationItem {
  _uid: string;
  component: 'nav_item';
  label: string;
  link: z.infer<typeof linkSchema>;
  children?: NavigationItem[];
}
const navigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
  z.object({
    _uid: z.string(),
    component: z.literal('nav_item'),
    label: z.string().min(1),
    link: linkSchema,
    children: z.array(navigationItemSchema).optional(),
  }),
);
export const siteConfigSchema = z.looseObject({
  ...base('site_config'),
  site_name: z.string().min(1),
  navigation: z.array(navigationItemSchema).min(1),
  footer: z.object({
    columns: z.array(
      z.object({
        _uid: z.string(),
        title: z.string().min(1),
        links: z.array(z.object({ _uid: z.string(), label: z.string().min(1), link: linkSchema })),
      }),
    ),
    legal: z.string().min(1),
  }),
  prefooter: z.array(blokSchema),
});
export const extranetDocumentSchema = z.looseObject({
  ...base('extranet_document'),
  title: z.string().min(1),
  description: z.string().min(1),
  kind: z.string().min(1),
  file: assetSchema,
});
export const galleryCategorySchema = z.looseObject({
  ...base('gallery_category'),
  title: z.string().min(1),
  description: z.string().optional(),
  images: z.array(assetSchema),
});
export const extranetCategorySchema = z.looseObject({
  ...base('extranet_category'),
  title: z.string().min(1),
  description: z.string().min(1),
  image: assetSchema.optional(),
  products: z.array(relationSchema),
});
/** A product's partner page below an extranet category: the catalogue product and its partner documents. */
export const extranetProductSchema = z.looseObject({
  ...base('extranet_product'),
  title: z.string().min(1),
  product: relationSchema,
  documents: z.array(assetSchema),
});

/** Every content type by its technical name. */
export const contentSchemas = {
  home: homeSchema,
  page: pageSchema,
  landing_page: landingPageSchema,
  custom_landing: customLandingSchema,
  category: categorySchema,
  product: productSchema,
  news: newsSchema,
  event: eventSchema,
  press_release: pressReleaseSchema,
  catalogue: catalogueSchema,
  catalogue_folder: catalogueFolderSchema,
  bulletin: bulletinSchema,
  resource: resourceSchema,
  seller: sellerSchema,
  shop: shopSchema,
  contact: contactSchema,
  job: jobSchema,
  site_config: siteConfigSchema,
  extranet_document: extranetDocumentSchema,
  gallery_category: galleryCategorySchema,
  extranet_category: extranetCategorySchema,
  extranet_product: extranetProductSchema,
} as const;

export type ContentType = keyof typeof contentSchemas;
export const contentTypes = Object.keys(contentSchemas) as ContentType[];
export type ContentOf<T extends ContentType> = z.infer<(typeof contentSchemas)[T]>;

export type HomeContent = ContentOf<'home'>;
export type PageContent = ContentOf<'page'>;
export type LandingPageContent = ContentOf<'landing_page'>;
export type CustomLandingContent = ContentOf<'custom_landing'>;
export type CategoryContent = ContentOf<'category'>;
export type ProductContent = ContentOf<'product'>;
export type NewsContent = ContentOf<'news'>;
export type EventContent = ContentOf<'event'>;
export type PressReleaseContent = ContentOf<'press_release'>;
export type CatalogueContent = ContentOf<'catalogue'>;
export type CatalogueFolderContent = ContentOf<'catalogue_folder'>;
export type BulletinContent = ContentOf<'bulletin'>;
export type ResourceContent = ContentOf<'resource'>;
export type SellerContent = ContentOf<'seller'>;
export type ShopContent = ContentOf<'shop'>;
export type ContactContent = ContentOf<'contact'>;
export type JobContent = ContentOf<'job'>;
export type SiteConfigContent = ContentOf<'site_config'>;
export type ExtranetDocumentContent = ContentOf<'extranet_document'>;
export type GalleryCategoryContent = ContentOf<'gallery_category'>;
export type ExtranetCategoryContent = ContentOf<'extranet_category'>;
export type ExtranetProductContent = ContentOf<'extranet_product'>;
