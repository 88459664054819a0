import { storyUrl, type Story } from '@clavis/cms-client';
import { Card, Container, Grid, Heading, Stack, useLinkComponent } from '@clavis/design-system';
import { localizePath } from '@clavis/i18n-routing';
import type { ExtranetPayload } from '../../payload';
import type { ExtranetRenderContext } from '../../shared/extranetContext';
import { StoryTemplate } from '../../shared/StoryTemplate';
import { extranetAreas, mayOpen } from './extranetAreas';
import * as styles from './ExtranetHome.css';

const formatDate = (value: unknown, context: ExtranetRenderContext) => {
  const time = typeof value === 'string' ? Date.parse(value.replace(' ', 'T')) : Number.NaN;
  return Number.isNaN(time) ? undefined : context.intl.formatDate(time, { dateStyle: 'long' });
};

/**
 * The extranet home: its story, a tile for every area the partner may open (`groups`; every area
 * when not given, as in design previews), the latest news bulletins. An area the partner's groups
 * do not open is left out rather than offered as a way to a 403 screen.
 */
export function ExtranetHome({ payload, context, groups }: { payload: ExtranetPayload; context: ExtranetRenderContext; groups?: readonly string[] }) {
  const LinkComponent = useLinkComponent();
  const t = (id: string) => context.intl.formatMessage({ id });
  return (
    <Stack space="2xl">
      <StoryTemplate payload={payload} context={context} />
      <Container width="wide">
        <Stack space="md">
          <Heading level="2" size="3">
            {t('extranet.areas')}
          </Heading>
          <ul className={styles.tiles}>
            {extranetAreas.filter((area) => !groups || mayOpen(area.route, groups)).map(({ route, labelId, icon: AreaIcon }) => (
              <li key={route}>
                <LinkComponent className={styles.tile} href={localizePath({ market: context.market, locale: context.locale, route })}>
                  <AreaIcon />
                  {t(labelId)}
                </LinkComponent>
              </li>
            ))}
          </ul>
        </Stack>
      </Container>
      {payload.latestBulletins.length > 0 ? (
        <Container width="wide">
          <Stack space="md">
            <Heading level="2" size="3">
              {t('extranet.latest_bulletins')}
            </Heading>
            <Grid as="ul" columns={{ mobile: 1, tablet: 3 }}>
              {payload.latestBulletins.map((story: Story) => (
                <Card
                  key={story.uuid}
                  as="li"
                  headingLevel="3"
                  eyebrow={formatDate((story.content as { date?: unknown }).date, context)}
                  title={String((story.content as { title?: unknown }).title ?? story.name)}
                  description={(story.content as { excerpt?: string }).excerpt}
                  href={storyUrl({ market: context.market, fullSlug: story.full_slug }) ?? undefined}
                />
              ))}
            </Grid>
          </Stack>
        </Container>
      ) : null}
    </Stack>
  );
}
