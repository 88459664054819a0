'use client';
import { Container, Heading } from '@clavis/design-system';
import type { SessionUser } from '@clavis/auth/client';
import type { LocaleCode, RouteName } from '@clavis/i18n-routing';

export interface ExtranetContentProps {
  locale: LocaleCode;
  route: RouteName;
  /** The page's path below `/extranet` (`''` for the extranet home, `/kataloge/price-lists`...). */
  path: string;
  /** The partner's access token for `/api/extranet/*`. */
  accessToken: string;
  user: SessionUser;
  /** The area's heading in the page's locale. */
  heading: string;
}

/**
 * The extranet page's body inside the guard: the slot `@clavis/extranet`'s view fills (it reads the
 * page from `/api/extranet/{locale}{path}` with the token). For now, the area's heading.
 */
export function ExtranetContent({ heading, route, path }: ExtranetContentProps) {
  return (
    <Container>
      <section data-extranet-route={route} data-extranet-path={path}>
        <Heading level="1">{heading}</Heading>
      </section>
    </Container>
  );
}
