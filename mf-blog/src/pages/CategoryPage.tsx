import type { PageProps } from '@realty/shared';
import { JournalList } from '../journal/JournalList';

/** A category's posts (an unknown or empty category is a 404). */
export default function CategoryPage({ lang, route, rest }: PageProps) {
  return <JournalList lang={lang} route={route} rest={rest} listRoute="journalCategory" />;
}
