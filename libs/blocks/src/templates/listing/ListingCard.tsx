import { Badge, Card, Image, Inline, Stack, Text, type HeadingLevel } from '@clavis/design-system';
import type { ListingItem } from './listingTypes';

export interface ListingCardProps {
  item: ListingItem;
  headingLevel?: HeadingLevel;
  /** The first cards of a page are above the fold: their images load eagerly. */
  priority?: boolean;
}

/** A listed story as a card: image, date, title linking to it, description, meta lines, badges. */
export function ListingCard({ item, headingLevel = '2', priority = false }: ListingCardProps) {
  const hasFooter = Boolean(item.meta?.length || item.badges?.length);
  return (
    <Card
      as="li"
      href={item.href ?? undefined}
      headingLevel={headingLevel}
      title={item.title}
      eyebrow={item.dateLabel}
      description={item.description}
      media={
        item.image ? (
          <Image
            src={item.image.src}
            srcSet={item.image.srcSet || undefined}
            alt={item.image.alt}
            width={item.image.width}
            height={item.image.height}
            ratio="4/3"
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            priority={priority}
          />
        ) : undefined
      }
      footer={
        hasFooter ? (
          <Stack space="xs">
            {item.meta?.map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            {item.badges?.length ? (
              <Inline space="xs">
                {item.badges.map((badge) => (
                  <Badge key={badge}>{badge}</Badge>
                ))}
              </Inline>
            ) : null}
          </Stack>
        ) : undefined
      }
    />
  );
}
