import { NotFound, type Lang } from '@realty/shared';

/** Unknown paths: 'This page could not be found' (translated) and a link home. */
export function NotFoundPage({ lang }: { lang: Lang }) {
  return <NotFound lang={lang} />;
}
