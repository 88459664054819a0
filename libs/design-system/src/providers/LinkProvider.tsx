'use client';
import { createContext, forwardRef, useContext, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';

/** Props every link component must accept: an anchor's attributes with a required `href`. */
export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
};

export type LinkComponent = ComponentType<LinkComponentProps>;

const PlainAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(function PlainAnchor({ children, ...props }, ref) {
  return (
    <a ref={ref} {...props}>
      {children}
    </a>
  );
});

const LinkContext = createContext<LinkComponent>(PlainAnchor);

/**
 * Supplies the component every design-system link renders: a plain `<a>` by default, `next/link`
 * in the Next.js apps.
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

/** The link component of the nearest `LinkProvider`. */
export function useLinkComponent(): LinkComponent {
  return useContext(LinkContext);
}
