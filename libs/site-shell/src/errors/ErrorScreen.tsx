import { ButtonLink, Container, Heading, Stack, Text } from '@clavis/design-system';
import * as styles from './ErrorScreen.css';

export interface ErrorScreenProps {
  status: number;
  title: string;
  description: string;
  /** A more precise line, e.g. 'Page not found: /x'. */
  detail?: string;
  /** The back-to-home button's target and label; none on the 401 screen. */
  back?: { href: string; label: string };
  /** Inside a page layout, which holds `<main>`; otherwise the screen is the page's main landmark. */
  inLayout?: boolean;
}

/** The body of every error screen (SPEC.md section 2): title, description and the way back home. */
export function ErrorScreen({ status, title, description, detail, back, inLayout = false }: ErrorScreenProps) {
  const Landmark = inLayout ? 'div' : 'main';
  return (
    <Landmark id={inLayout ? undefined : 'main'} className={styles.screen} data-status={status}>
      <Container width="narrow">
        <Stack space="lg" align="flex-start">
          <p className={styles.code}>{status}</p>
          <Heading level="1">{title}</Heading>
          <Text>{description}</Text>
          {detail ? <Text>{detail}</Text> : null}
          {back ? <ButtonLink href={back.href}>{back.label}</ButtonLink> : null}
        </Stack>
      </Container>
    </Landmark>
  );
}
