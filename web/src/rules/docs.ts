// The how-to-play texts, rendered to HTML at build time (rules-plugin.ts), one chunk per language
// (docs-en.ts, docs-fr.ts): only the rules page loads one, and only the language it shows, so the
// game pages carry none of them.
import type { Lang } from '../i18n';
import type { RulesGame } from './links';

/** One rendered text: its title (the first heading), its HTML without it, and its headings. */
export type RulesDoc = (typeof import('./docs-en'))['DOCS']['camelot'];

/** Both games' texts in one language. */
export type Docs = Readonly<Record<RulesGame, RulesDoc>>;

const CHUNKS: Record<Lang, () => Promise<{ DOCS: Docs }>> = {
  en: () => import('./docs-en'),
  fr: () => import('./docs-fr'),
};

/** Loads both games' texts in `lang`. */
export function loadDocs(lang: Lang): Promise<Docs> {
  return CHUNKS[lang]().then((m) => m.DOCS);
}
