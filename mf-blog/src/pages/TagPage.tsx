import type { PageProps } from '@realty/shared';
import { JournalList } from '../journal/JournalList';

/** A tag's posts (an unknown tag, or one without posts in this language, is a 404). */
export default function TagPage({ lang, route, rest }: PageProps) {
  return <JournalList lang={lang} route={route} rest={rest} listRoute="journalTag" />;
}
