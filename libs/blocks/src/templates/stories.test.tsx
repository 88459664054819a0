import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import * as customLandingPagesLayout from '../layouts/CustomLandingPages.stories';
import * as defaultLayout from '../layouts/Default.stories';
import * as emptyLayout from '../layouts/Empty.stories';
import * as extranetLayout from '../layouts/Extranet.stories';
import * as extranetWithPrefooterLayout from '../layouts/ExtranetWithPrefooter.stories';
import * as simpleLandingLayout from '../layouts/SimpleLanding.stories';
import * as withPrefooterLayout from '../layouts/WithPrefooter.stories';
import * as categoryListing from './CategoryListing.stories';
import * as genericPage from './GenericPage.stories';
import * as landingPage from './LandingPage.stories';
import * as productDetail from './ProductDetail.stories';
import * as productGeneralListing from './ProductGeneralListing.stories';
import * as productListing from './ProductListing.stories';
import * as productResource from './ProductResource.stories';
import * as downloadsSkeleton from './skeletons/DownloadsSkeleton.stories';
import * as genericSkeleton from './skeletons/GenericSkeleton.stories';
import * as storyDetail from './StoryDetail.stories';
import * as storyListing from './StoryListing.stories';
import * as thankYou from './ThankYou.stories';

// Forms render at once here (in the browser their code loads on demand; LazyCustomFormClient.test).
jest.mock('@clavis/forms', () => ({
  ...jest.requireActual('@clavis/forms'),
  LazyCustomFormClient: jest.requireActual('@clavis/forms/testing').CustomFormClient,
}));

interface StoryModule {
  default: { title: string; component: ComponentType<never>; args?: object };
  [story: string]: unknown;
}

const modules = [
  categoryListing,
  productListing,
  productGeneralListing,
  productDetail,
  productResource,
  landingPage,
  thankYou,
  storyListing,
  storyDetail,
  genericPage,
  genericSkeleton,
  downloadsSkeleton,
  withPrefooterLayout,
  defaultLayout,
  emptyLayout,
  extranetLayout,
  extranetWithPrefooterLayout,
  simpleLandingLayout,
  customLandingPagesLayout,
] as unknown as StoryModule[];

const cases = modules.flatMap(({ default: meta, ...stories }) =>
  Object.entries(stories).map(([name, story]) => [`${meta.title} ${name}`, meta, (story as { args?: object }).args ?? {}] as const),
);

describe('Templates/* and Layouts/* stories', () => {
  beforeEach(() => window.history.replaceState(null, '', '/'));

  it.each(cases)('%s renders without React warnings', (_name, meta, args) => {
    const warnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Component = meta.component as ComponentType<Record<string, unknown>>;
    const { container } = render(<Component {...meta.args} {...args} />);
    expect(container.textContent).not.toBe('');
    expect(warnings).not.toHaveBeenCalled();
    warnings.mockRestore();
  });
});
