// The browser client's words: every sentence it shows comes from the Fluent catalogues in
// web/locales/<lang>/*.ftl (all files of a language make one bundle), through `t`. The language
// is the one the player chose in the header's menu (kept in localStorage), else the first of the
// browser's languages Albion speaks, else English. A message a language lacks falls back to
// English; i18n/tests/catalogues.rs and test/i18n.test.ts fail when a catalogue lacks a message
// another has. The server words the game's own events (Super Camelot's log and prompt) in the
// language the client names in its hello (`session.ts`), from the engines' catalogues.
import { FluentBundle, FluentResource, type FluentVariable } from '@fluent/bundle';
import type { Lang } from './protocol';

export type { Lang };

/** Every language, English first, with its name in itself (for the menu). */
export const LANGS: readonly { lang: Lang; name: string }[] = [
  { lang: 'en', name: 'English' },
  { lang: 'fr', name: 'Français' },
];

const LANG_KEY = 'albion.lang';

// Every catalogue file, by path: `../locales/fr/game.ftl` → its text. Built in at build time.
const SOURCES = import.meta.glob('../locales/*/*.ftl', {
  query: '?raw',
  import: 'default',
  eager: true,
}) as Record<string, string>;

/** Each language's catalogue source files, by file name (`game.ftl`). For the parity test. */
export function catalogueSources(): Record<Lang, Record<string, string>> {
  const out = { en: {}, fr: {} } as Record<Lang, Record<string, string>>;
  for (const [path, text] of Object.entries(SOURCES)) {
    const m = /\/locales\/([a-z]+)\/([^/]+\.ftl)$/.exec(path);
    if (m && isLang(m[1])) out[m[1]][m[2]] = text;
  }
  return out;
}

export function isLang(tag: string): tag is Lang {
  return LANGS.some((l) => l.lang === tag);
}

/** The language of a BCP 47 tag, by its primary subtag (`fr-CA` → `fr`); null if not spoken. */
export function langOfTag(tag: string): Lang | null {
  const primary = tag.trim().split(/[-_.@]/)[0]?.toLowerCase() ?? '';
  return isLang(primary) ? primary : null;
}

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The language to speak: the player's choice, else the browser's first Albion speaks, else English. */
export function chooseLang(saved: string | null, preferred: readonly string[]): Lang {
  if (saved && isLang(saved)) return saved;
  for (const tag of preferred) {
    const lang = langOfTag(tag);
    if (lang) return lang;
  }
  return 'en';
}

function build(lang: Lang): FluentBundle {
  // No isolation marks around arguments: names are shown as they are (the page lays out
  // right-to-left text itself), and screen readers would otherwise read the marks.
  const bundle = new FluentBundle(lang, { useIsolating: false });
  for (const [file, text] of Object.entries(catalogueSources()[lang]).sort()) {
    const errors = bundle.addResource(new FluentResource(text));
    for (const e of errors) console.error(`web/locales/${lang}/${file}:`, e);
  }
  return bundle;
}

const bundles = new Map<Lang, FluentBundle>();
function bundleOf(lang: Lang): FluentBundle {
  let b = bundles.get(lang);
  if (!b) {
    b = build(lang);
    bundles.set(lang, b);
  }
  return b;
}

// Tests start in English whatever the machine's locale (Node 21+ has a `navigator` that follows
// it); a test that wants French says so with `setLang`.
let current: Lang =
  import.meta.env.MODE === 'test'
    ? 'en'
    : chooseLang(
        storage()?.getItem(LANG_KEY) ?? null,
        typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
      );
applyDocumentLang();

function applyDocumentLang(): void {
  if (typeof document !== 'undefined') document.documentElement.lang = current;
}

/** The language the client speaks now. */
export function lang(): Lang {
  return current;
}

/** Speaks `next` from now on (tests; the page itself reloads after `chooseLanguage`). */
export function setLang(next: Lang): void {
  current = next;
  applyDocumentLang();
}

/**
 * The player chose a language in the menu: remember it and load the page again, so that every
 * word on it, and the server's words for the game (a new hello names the language), follow.
 */
export function chooseLanguage(next: Lang): void {
  storage()?.setItem(LANG_KEY, next);
  setLang(next);
  if (typeof location !== 'undefined') location.reload();
}

export type Args = Record<string, FluentVariable>;

function format(id: string, attr: string | null, args?: Args): string {
  for (const l of current === 'en' ? (['en'] as const) : ([current, 'en'] as const)) {
    const bundle = bundleOf(l);
    const msg = bundle.getMessage(id);
    const pattern = attr ? msg?.attributes[attr] : msg?.value;
    if (!pattern) continue;
    const errors: Error[] = [];
    const text = bundle.formatPattern(pattern, args, errors);
    if (errors.length > 0) console.error(`message ${id} in ${l}:`, errors);
    return text;
  }
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') {
    throw new Error(`no language has the message ${id}${attr ? `.${attr}` : ''}`);
  }
  return `{${id}}`;
}

/** The message `id` in the current language, with its arguments (`t('gems', { count: 3 })`). */
export function t(id: string, args?: Args): string {
  return format(id, null, args);
}

/** The attribute `attr` of the message `id` (`id.attr` in Fluent). */
export function tAttr(id: string, attr: string, args?: Args): string {
  return format(id, attr, args);
}

/** Whether the message exists in English (every message must; a test checks the others). */
export function hasMessage(id: string): boolean {
  return bundleOf('en').hasMessage(id);
}

/** A number as the current language writes it (`1,234` / `1 234`). */
export function formatNumber(n: number): string {
  return new Intl.NumberFormat(current).format(n);
}
