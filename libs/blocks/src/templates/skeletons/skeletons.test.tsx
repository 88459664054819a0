import { render, screen } from '@testing-library/react';
import { loadingTemplateFor, skeletonComponents } from './loadingTemplateFor';

describe('loading skeletons', () => {
  it('shows downloads rows for resources and catalogues, the generic page elsewhere', () => {
    expect(loadingTemplateFor('resources-catalogues')).toBe('downloads-skeleton');
    expect(loadingTemplateFor('extranet-catalogues-folder-slug')).toBe('downloads-skeleton');
    expect(loadingTemplateFor('products-slug')).toBe('generic-skeleton');
  });

  it.each(Object.entries(skeletonComponents))('%s is a busy region that says it is loading once', (_name, Skeleton) => {
    const { container } = render(<Skeleton label="Wird geladen…" />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen…');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
