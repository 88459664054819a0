import { Container, Heading, Stack, Text } from '@clavis/design-system';
import { pageRegistry } from '../pages/pageRegistry';
import type { LayoutName } from '../pages/types';
import { createBlockContext } from '../testing/createBlockContext';
import { fixtureStory } from '../testing/fixtures';
import { PageLayout } from './PageLayout';

/** A layout around a short page, with the germany site config's navigation, footer and pre-footer (stories of `Layouts/*`). */
export function LayoutPreview({ name, currentPath = '/produkte' }: { name: LayoutName; currentPath?: string }) {
  return (
    <PageLayout name={name} siteConfig={fixtureStory('config')} context={createBlockContext()} registry={pageRegistry()} currentPath={currentPath}>
      <Container>
        <Stack space="md">
          <Heading level="1">Produkte</Heading>
          <Text>Schlüsselrohlinge, Fräsmaschinen und Zubehör.</Text>
        </Stack>
      </Container>
    </PageLayout>
  );
}
