// Public API of @clavis/design-system. Every export is listed by name (no `export *`), so a change
// here reads as an API change in review. Themes are separate entries (`/themes/brand`,
// `/themes/extranet`), as are the styling helpers (`/css`) and the self-hosted font (`/fonts`).

// Providers
export { ThemeProvider } from './components/ThemeProvider/ThemeProvider';
export type { ThemeProviderProps } from './components/ThemeProvider/ThemeProvider';
export { LinkProvider, useLinkComponent } from './providers/LinkProvider';
export type { LinkComponent, LinkComponentProps } from './providers/LinkProvider';
export { ImageProvider, useImageComponent } from './providers/ImageProvider';
export type { ImageComponent, ImageComponentProps } from './providers/ImageProvider';

// Layout
export { Box } from './components/Box/Box';
export type { BoxProps } from './components/Box/Box';
export { Stack, stackAligns } from './components/Stack/Stack';
export type { StackProps } from './components/Stack/Stack';
export { Inline, inlineAligns } from './components/Inline/Inline';
export type { InlineProps } from './components/Inline/Inline';
export { Columns, Column, columnWidths } from './components/Columns/Columns';
export type { ColumnsProps, ColumnProps, ColumnWidth } from './components/Columns/Columns';
export { Grid } from './components/Grid/Grid';
export type { GridProps } from './components/Grid/Grid';
export { Container, containerWidths } from './components/Container/Container';
export type { ContainerProps } from './components/Container/Container';

// Typography and media
export { Text, textSizes, textTones, textWeights } from './components/Text/Text';
export type { TextProps } from './components/Text/Text';
export { Heading, headingLevels, headingTones } from './components/Heading/Heading';
export type { HeadingProps, HeadingLevel } from './components/Heading/Heading';
export { Link, linkTones } from './components/Link/Link';
export type { LinkProps } from './components/Link/Link';
export { Image, imageRatios } from './components/Image/Image';
export type { ImageProps } from './components/Image/Image';
export { Icon, iconSizes, iconTones } from './components/Icon/Icon';
export type { IconProps } from './components/Icon/Icon';
export {
  IconAlert,
  IconArrowLeft,
  IconArrowRight,
  IconCheck,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconClose,
  IconDocument,
  IconDownload,
  IconExternal,
  IconGlobe,
  IconInfo,
  IconKey,
  IconLocation,
  IconLogout,
  IconMail,
  IconMenu,
  IconMinus,
  IconPause,
  IconPhone,
  IconPlay,
  IconPlus,
  IconSearch,
  IconUser,
  iconSet,
} from './components/Icon/icons';
export type { IconName } from './components/Icon/icons';
export { Logo, logoSizes } from './components/Logo/Logo';
export { LOGO_MARK, logoMarkSvg } from './components/Logo/logoMark';
export type { LogoProps } from './components/Logo/Logo';

// Actions
export { Button, buttonVariants, buttonSizes } from './components/Button/Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './components/Button/Button';
export { ButtonLink } from './components/Button/ButtonLink';
export type { ButtonLinkProps } from './components/Button/ButtonLink';
export { IconButton, iconButtonVariants, iconButtonSizes } from './components/IconButton/IconButton';
export type { IconButtonProps } from './components/IconButton/IconButton';

// Content
export { Card, cardVariants } from './components/Card/Card';
export type { CardProps } from './components/Card/Card';
export { Badge, badgeTones, badgeEmphases } from './components/Badge/Badge';
export type { BadgeProps } from './components/Badge/Badge';
export { Disclosure } from './components/Disclosure/Disclosure';
export type { DisclosureProps } from './components/Disclosure/Disclosure';
export { Accordion } from './components/Accordion/Accordion';
export type { AccordionProps, AccordionItem } from './components/Accordion/Accordion';
export { Tabs } from './components/Tabs/Tabs';
export type { TabsProps, TabItem } from './components/Tabs/Tabs';
export { Carousel } from './components/Carousel/Carousel';
export { lazyComponent } from './utils/lazyComponent';
export { intlStartSettled, startIntlOffThread } from './utils/startIntlOffThread';
export type { CarouselProps, CarouselSlide, CarouselLabels } from './components/Carousel/Carousel';
export { Dialog, dialogSizes } from './components/Dialog/Dialog';
export type { DialogProps } from './components/Dialog/Dialog';

// Navigation
export { Breadcrumbs } from './components/Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './components/Breadcrumbs/Breadcrumbs';
export { Pagination } from './components/Pagination/Pagination';
export type { PaginationProps, PaginationLabels } from './components/Pagination/Pagination';
export { paginationRange } from './components/Pagination/paginationRange';
export type { PaginationItem } from './components/Pagination/paginationRange';
export { SkipLink } from './components/SkipLink/SkipLink';
export type { SkipLinkProps } from './components/SkipLink/SkipLink';
export { SiteHeader } from './components/SiteHeader/SiteHeader';
export type { SiteHeaderProps, SiteHeaderLabels, NavigationItem } from './components/SiteHeader/SiteHeader';
export { MobileMenu } from './components/MobileMenu/MobileMenu';
export type { MobileMenuProps, MobileMenuItem } from './components/MobileMenu/MobileMenu';
export { SiteFooter } from './components/SiteFooter/SiteFooter';
export type { SiteFooterProps, FooterColumn, FooterLink } from './components/SiteFooter/SiteFooter';

// Forms
export { FormField } from './components/FormField/FormField';
export type { FormFieldProps, FormFieldControlProps } from './components/FormField/FormField';
export { TextField, textFieldTypes } from './components/TextField/TextField';
export type { TextFieldProps } from './components/TextField/TextField';
export { Textarea } from './components/Textarea/Textarea';
export type { TextareaProps } from './components/Textarea/Textarea';
export { Select } from './components/Select/Select';
export type { SelectProps, SelectOption } from './components/Select/Select';
export { Checkbox } from './components/Checkbox/Checkbox';
export type { CheckboxProps } from './components/Checkbox/Checkbox';
export { RadioGroup } from './components/RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioOption } from './components/RadioGroup/RadioGroup';

// Feedback
export { Spinner, spinnerSizes, spinnerTones } from './components/Spinner/Spinner';
export type { SpinnerProps } from './components/Spinner/Spinner';
export { Skeleton, skeletonShapes } from './components/Skeleton/Skeleton';
export type { SkeletonProps } from './components/Skeleton/Skeleton';
export { VisuallyHidden } from './components/VisuallyHidden/VisuallyHidden';
export type { VisuallyHiddenProps } from './components/VisuallyHidden/VisuallyHidden';
export { LoadingBar } from './components/LoadingBar/LoadingBar';
export type { LoadingBarProps } from './components/LoadingBar/LoadingBar';
export {
  createLoadingBarController,
  estimatedProgress,
  loadingBarDefaults,
} from './components/LoadingBar/createLoadingBarController';
export type {
  LoadingBarController,
  LoadingBarControllerOptions,
  LoadingBarState,
} from './components/LoadingBar/createLoadingBarController';
