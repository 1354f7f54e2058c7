import type { PageProps } from '@realty/shared';
import { JournalList } from '../journal/JournalList';

/** The journal index: the latest posts of this language, page by page. */
export default function JournalPage({ lang, route, rest }: PageProps) {
  return <JournalList lang={lang} route={route} rest={rest} listRoute="journal" />;
}
