import { z } from 'zod';
import { bodyGroups, componentGroups } from '../schema/componentGroups';
import { defineComponent } from '../schema/defineComponent';
import { field } from '../schema/field';
import { linkSchema } from './link';
import { assetSchema, relationSchema } from './primitives';
import { eventStatuses, productSegments } from './segments';

export { eventStatuses, productSegments, type EventStatus } from './segments';

// Storyblok keeps a story's empty asset field as `{ filename: '' }`: a content type takes it as it
// comes, and the page that shows it decides what an empty picture means.
const image = (displayName: string) =>
  field.asset({ displayName, required: true, filetypes: ['images'], schema: () => assetSchema });
const attachment = () =>
  field.asset({ displayName: 'Attachment', filetypes: ['docs'], schema: () => assetSchema.optional() });
const title = () => field.text({ displayName: 'Title', required: true, translatable: true });
const excerpt = () => field.textarea({ displayName: 'Excerpt', required: true, translatable: true });
const body = () => field.bloks({ displayName: 'Body', groups: bodyGroups });
const text = () => field.richtext({ displayName: 'Text', required: true, translatable: true });
const date = (displayName = 'Date') => field.datetime({ displayName, required: true });

// The SEO app's object field; Storyblok has no field type of its own for it.
const seo = () => z.object({ title: z.string().optional(), description: z.string().optional() }).optional();

const contentType = componentGroups.contentTypes;

export const home = defineComponent({
  name: 'home',
  displayName: 'Home page',
  kind: 'root',
  group: contentType,
  fields: { title: title(), body: body() },
  unmodelled: { seo },
});
export const page = defineComponent({
  name: 'page',
  displayName: 'Page',
  kind: 'root',
  group: contentType,
  fields: { title: title(), intro: field.textarea({ displayName: 'Intro', translatable: true }), body: body() },
  unmodelled: { seo },
});
export const landingPage = defineComponent({
  name: 'landing_page',
  displayName: 'Landing page',
  kind: 'root',
  group: contentType,
  fields: { title: title(), body: body() },
  unmodelled: { seo },
});
export const customLanding = defineComponent({
  name: 'custom_landing',
  displayName: 'Campaign landing page',
  description: 'A thank-you or campaign page, looked up by its slug rather than routed.',
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    body: body(),
    form: field.text({ displayName: 'Form', description: 'The form this page follows (its id).' }),
  },
});
export const category = defineComponent({
  name: 'category',
  displayName: 'Product category',
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    description: field.textarea({ displayName: 'Description', required: true, translatable: true }),
    segment: field.option({ displayName: 'Product line', required: true, options: productSegments }),
    image: image('Image'),
  },
});
export const specification = defineComponent({
  name: 'specification',
  displayName: 'Specification',
  description: 'One line of a product\'s technical data: label, value and unit.',
  kind: 'nestable',
  group: componentGroups.contentParts,
  fields: {
    label: field.text({ displayName: 'Label', required: true, translatable: true, schema: () => z.string().min(1) }),
    value: field.text({ displayName: 'Value', required: true, schema: () => z.string().min(1) }),
    unit: field.text({ displayName: 'Unit', schema: () => z.string().optional() }),
  },
});
export const product = defineComponent({
  name: 'product',
  displayName: 'Product',
  kind: 'root',
  group: contentType,
  fields: {
    name: field.text({ displayName: 'Name', required: true, translatable: true }),
    code: field.text({ displayName: 'Code', required: true }),
    kind: field.option({ displayName: 'Kind', required: true, options: ['key-blank', 'machine', 'accessory'] }),
    segment: field.option({ displayName: 'Product line', required: true, options: productSegments }),
    description: field.textarea({ displayName: 'Description', required: true, translatable: true }),
    body: text(),
    category: field.story({ displayName: 'Category', required: true, contentTypes: ['category'] }),
    images: field.multiasset({ displayName: 'Images', required: true, filetypes: ['images'] }),
    specifications: field.bloks({ displayName: 'Specifications', of: [specification], minimum: 1 }),
    related: field.stories({ displayName: 'Related products', contentTypes: ['product'] }),
    catalogue: field.story({ displayName: 'Catalogue', contentTypes: ['catalogue'], schema: () => relationSchema.optional() }),
  },
});
export const news = defineComponent({
  name: 'news',
  displayName: 'News',
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    date: date(),
    excerpt: excerpt(),
    image: image('Image'),
    body: text(),
    products: field.stories({
      displayName: 'Products',
      contentTypes: ['product'],
      schema: () => z.array(relationSchema).optional(),
    }),
  },
});
export const event = defineComponent({
  name: 'event',
  displayName: 'Event',
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    status: field.option({ displayName: 'Status', required: true, options: eventStatuses }),
    start_date: date('Starts'),
    end_date: date('Ends'),
    location: field.text({ displayName: 'Location', required: true, translatable: true }),
    excerpt: excerpt(),
    image: image('Image'),
    body: text(),
  },
});
export const pressRelease = defineComponent({
  name: 'press_release',
  displayName: 'Press release',
  kind: 'root',
  group: contentType,
  fields: { title: title(), date: date(), excerpt: excerpt(), body: text(), attachment: attachment() },
});
export const catalogue = defineComponent({
  name: 'catalogue',
  displayName: 'Catalogue',
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    description: field.textarea({ displayName: 'Description', required: true, translatable: true }),
    year: field.number({ displayName: 'Year', required: true, integer: true }),
    pages: field.number({
      displayName: 'Pages',
      description: 'The PDF\'s page count (extranet catalogues).',
      integer: true,
      min: 1,
    }),
    language: field.text({
      displayName: 'Language',
      description: 'The locale code of the PDF\'s language (extranet catalogues).',
      schema: () => z.string().min(2).optional(),
    }),
    file: field.asset({ displayName: 'File', required: true, filetypes: ['docs'], schema: () => assetSchema }),
    cover: image('Cover'),
  },
});
export const catalogueFolder = defineComponent({
  name: 'catalogue_folder',
  displayName: 'Catalogue folder',
  description: 'The start page of an extranet catalogue folder.',
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    description: field.textarea({ displayName: 'Description', translatable: true }),
    kind: field.text({ displayName: 'Kind', required: true }),
  },
});
export const bulletin = defineComponent({
  name: 'bulletin',
  displayName: 'Bulletin',
  kind: 'root',
  group: contentType,
  fields: { title: title(), date: date(), excerpt: excerpt(), body: text(), attachment: attachment() },
});
export const resource = defineComponent({
  name: 'resource',
  displayName: 'Resource',
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    description: field.textarea({ displayName: 'Description', required: true, translatable: true }),
    kind: field.text({ displayName: 'Kind', required: true }),
    file: field.asset({ displayName: 'File', filetypes: ['docs', 'images', 'videos'], schema: () => assetSchema.optional() }),
    link: field.link({ displayName: 'Link', schema: () => linkSchema.optional() }),
  },
});
const address = () =>
  z.object({
    street: z.string().min(1),
    postal_code: z.string().min(1),
    city: z.string().min(1),
    country: z.string().length(2),
  });
export const seller = defineComponent({
  name: 'seller',
  displayName: 'Seller',
  kind: 'root',
  group: contentType,
  fields: {
    name: field.text({ displayName: 'Name', required: true }),
    company: field.text({ displayName: 'Company', required: true }),
    region: field.text({ displayName: 'Region', required: true }),
    email: field.text({ displayName: 'E-mail', required: true, schema: () => z.email() }),
    phone: field.text({ displayName: 'Phone', required: true }),
  },
  unmodelled: { address },
});
export const shop = defineComponent({
  name: 'shop',
  displayName: 'Shop',
  kind: 'root',
  group: contentType,
  fields: {
    name: field.text({ displayName: 'Name', required: true }),
    phone: field.text({ displayName: 'Phone', required: true }),
    email: field.text({ displayName: 'E-mail', schema: () => z.email().optional() }),
    latitude: field.number({ displayName: 'Latitude', required: true, min: -90, max: 90 }),
    longitude: field.number({ displayName: 'Longitude', required: true, min: -180, max: 180 }),
    opening_hours: field.textarea({ displayName: 'Opening hours', translatable: true }),
  },
  unmodelled: { address },
});
export const contact = defineComponent({
  name: 'contact',
  displayName: 'Contact',
  kind: 'root',
  group: contentType,
  fields: {
    name: field.text({ displayName: 'Name', required: true }),
    department: field.text({ displayName: 'Department', required: true, translatable: true }),
    role: field.text({ displayName: 'Role', translatable: true }),
    email: field.text({ displayName: 'E-mail', required: true, schema: () => z.email() }),
    phone: field.text({ displayName: 'Phone', required: true }),
  },
});
export const job = defineComponent({
  name: 'job',
  displayName: 'Job offer',
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    location: field.text({ displayName: 'Location', required: true, translatable: true }),
    department: field.text({ displayName: 'Department', required: true, translatable: true }),
    contract: field.option({ displayName: 'Contract', required: true, options: ['full-time', 'part-time', 'internship'] }),
    posted: date('Posted'),
    body: text(),
  },
});

export interface NavigationItem {
  _uid: string;
  component: 'nav_item';
  _editable?: string;
  label: string;
  link: z.infer<typeof linkSchema>;
  children?: NavigationItem[];
}
export const navigationItem = defineComponent({
  name: 'nav_item',
  displayName: 'Navigation item',
  kind: 'nestable',
  group: componentGroups.contentParts,
  fields: {
    label: field.text({ displayName: 'Label', required: true, translatable: true, schema: () => z.string().min(1) }),
    link: field.link({ displayName: 'Link', required: true, email: false, asset: false }),
    children: field.bloks({
      displayName: 'Children',
      whitelist: ['nav_item'],
      schema: (): z.ZodOptional<z.ZodArray<z.ZodType<NavigationItem>>> =>
        z.array(navigationItem.schema as z.ZodType<NavigationItem>).optional(),
    }),
  },
});
export const siteConfig = defineComponent({
  name: 'site_config',
  displayName: 'Site configuration',
  description: 'The navigation, footer and pre-footer of a market and locale.',
  kind: 'root',
  group: contentType,
  fields: {
    site_name: field.text({ displayName: 'Site name', required: true, translatable: true }),
    navigation: field.bloks({ displayName: 'Navigation', of: [navigationItem], minimum: 1 }),
    prefooter: field.bloks({ displayName: 'Pre-footer', whitelist: ['pre_footer'] }),
  },
  unmodelled: {
    footer: () =>
      z.object({
        columns: z.array(
          z.object({
            _uid: z.string(),
            title: z.string().min(1),
            links: z.array(z.object({ _uid: z.string(), label: z.string().min(1), link: linkSchema })),
          }),
        ),
        legal: z.string().min(1),
      }),
  },
});
export const extranetDocument = defineComponent({
  name: 'extranet_document',
  displayName: 'Extranet document',
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    description: field.textarea({ displayName: 'Description', required: true, translatable: true }),
    kind: field.text({ displayName: 'Kind', required: true }),
    file: field.asset({ displayName: 'File', required: true, filetypes: ['docs', 'images', 'videos'], schema: () => assetSchema }),
  },
});
export const galleryCategory = defineComponent({
  name: 'gallery_category',
  displayName: 'Gallery category',
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    description: field.textarea({ displayName: 'Description', translatable: true }),
    images: field.multiasset({ displayName: 'Images', filetypes: ['images'] }),
  },
});
export const extranetCategory = defineComponent({
  name: 'extranet_category',
  displayName: 'Extranet category',
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    description: field.textarea({ displayName: 'Description', required: true, translatable: true }),
    image: field.asset({ displayName: 'Image', filetypes: ['images'], schema: () => assetSchema.optional() }),
    products: field.stories({ displayName: 'Products', contentTypes: ['product'] }),
  },
});
export const extranetProduct = defineComponent({
  name: 'extranet_product',
  displayName: 'Extranet product',
  description: "A product's partner page below an extranet category: the catalogue product and its partner documents.",
  kind: 'root',
  group: contentType,
  fields: {
    title: title(),
    product: field.story({ displayName: 'Product', required: true, contentTypes: ['product'] }),
    documents: field.multiasset({ displayName: 'Documents', filetypes: ['docs', 'images', 'videos'] }),
  },
});

/** Every content type's declaration, and the parts only content types nest. */
export const contentComponents = [
  home,
  page,
  landingPage,
  customLanding,
  category,
  specification,
  product,
  news,
  event,
  pressRelease,
  catalogue,
  catalogueFolder,
  bulletin,
  resource,
  seller,
  shop,
  contact,
  job,
  navigationItem,
  siteConfig,
  extranetDocument,
  galleryCategory,
  extranetCategory,
  extranetProduct,
] as const;

export const homeSchema = home.schema;
export const pageSchema = page.schema;
export const landingPageSchema = landingPage.schema;
export const customLandingSchema = customLanding.schema;
export const categorySchema = category.schema;
export const productSchema = product.schema;
export const newsSchema = news.schema;
export const eventSchema = event.schema;
export const pressReleaseSchema = pressRelease.schema;
export const catalogueSchema = catalogue.schema;
export const catalogueFolderSchema = catalogueFolder.schema;
export const bulletinSchema = bulletin.schema;
export const resourceSchema = resource.schema;
export const sellerSchema = seller.schema;
export const shopSchema = shop.schema;
export const contactSchema = contact.schema;
export const jobSchema = job.schema;
export const siteConfigSchema = siteConfig.schema;
export const extranetDocumentSchema = extranetDocument.schema;
export const galleryCategorySchema = galleryCategory.schema;
export const extranetCategorySchema = extranetCategory.schema;
export const extranetProductSchema = extranetProduct.schema;

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
