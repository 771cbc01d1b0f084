// The browser's catalogues (web/locales/<lang>/*.ftl): every language has the files, messages,
// attributes and variables English has, no message is defined twice, every message formats
// without errors, and the language is chosen as the header's menu and the browser say.
import { characterName } from '../src/games/super-camelot/characters';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_CODES, HTTP_ERROR_CODES, errorId, errorText } from '../src/errors';
import { LANGS, type Lang, catalogueSources, chooseLang, hasMessage, lang, langOfTag, setLang, t, tAttr } from '../src/i18n';
import { composeTitle, timeLeftText } from '../src/mygames';
import { clockWords, formatClock } from '../src/clock';
import { tRich } from '../src/rich';
import { describeConfig, lobbyEventWords, recordActionWords } from '../src/util';

type Pattern = NonNullable<ReturnType<FluentBundle['getMessage']>>['value'];
type Element = Exclude<Extract<Pattern, unknown[]>[number], string>;

/** The variables a pattern uses, over all its variants. */
function variables(pattern: Pattern | undefined, out = new Set<string>()): Set<string> {
  if (!pattern || typeof pattern === 'string') return out;
  const visit = (e: Element | { type: string }) => {
    const x = e as { type: string; name?: string; selector?: Element; variants?: { value: Pattern }[]; args?: Element[] };
    if (x.type === 'var' && x.name) out.add(x.name);
    if (x.type === 'select') {
      visit(x.selector!);
      for (const v of x.variants!) variables(v.value, out);
    }
    if (x.type === 'func' || x.type === 'term') for (const a of x.args ?? []) visit(a);
  };
  for (const e of pattern) if (typeof e !== 'string') visit(e);
  return out;
}

interface Entry {
  file: string;
  value: Pattern | null;
  attributes: Record<string, Pattern>;
}

/** A language's messages by id, and the ids defined more than once (with their files). */
function messagesOf(l: Lang): { messages: Map<string, Entry>; twice: string[] } {
  const messages = new Map<string, Entry>();
  const twice: string[] = [];
  for (const [file, text] of Object.entries(catalogueSources()[l])) {
    const resource = new FluentResource(text);
    const parsed = new Set<string>();
    for (const m of resource.body) {
      parsed.add(m.id);
      if (messages.has(m.id)) twice.push(`${m.id} (${messages.get(m.id)!.file} and ${file})`);
      messages.set(m.id, { file, value: m.value, attributes: m.attributes });
    }
    // The runtime parser skips what it cannot read: every entry written must have been read.
    for (const line of text.split('\n')) {
      const id = /^(-?[a-zA-Z][\w-]*)\s*=/.exec(line)?.[1];
      if (id) expect(parsed.has(id), `web/locales/${l}/${file}: ${id} does not parse`).toBe(true);
    }
  }
  return { messages, twice };
}

function bundleOf(l: Lang): FluentBundle {
  const bundle = new FluentBundle(l, { useIsolating: false });
  for (const text of Object.values(catalogueSources()[l])) expect(bundle.addResource(new FluentResource(text))).toEqual([]);
  return bundle;
}

const OTHERS = LANGS.map((l) => l.lang).filter((l) => l !== 'en');

afterEach(() => setLang('en'));

describe('the catalogues', () => {
  const en = messagesOf('en');

  it('hold the browser pages messages', () => {
    expect(Object.keys(catalogueSources().en)).toContain('app.ftl');
    expect(en.messages.size).toBeGreaterThan(100);
  });

  it('define no message twice in a language', () => {
    for (const l of LANGS) expect(messagesOf(l.lang).twice, l.lang).toEqual([]);
  });

  for (const l of OTHERS) {
    it(`${l} has the same files as English`, () => {
      expect(Object.keys(catalogueSources()[l]).sort()).toEqual(Object.keys(catalogueSources().en).sort());
    });

    it(`${l} has every English message, attribute and variable, and no other`, () => {
      const other = messagesOf(l);
      expect([...other.messages.keys()].sort()).toEqual([...en.messages.keys()].sort());
      for (const [id, e] of en.messages) {
        const o = other.messages.get(id)!;
        expect(o.file, `${id}'s file`).toBe(e.file);
        expect(o.value === null, `${id} has a value in one language only`).toBe(e.value === null);
        expect(Object.keys(o.attributes).sort(), `${id}'s attributes`).toEqual(Object.keys(e.attributes).sort());
        expect([...variables(o.value ?? undefined)].sort(), `${id}'s variables`).toEqual([...variables(e.value ?? undefined)].sort());
        for (const [name, pattern] of Object.entries(e.attributes)) {
          expect([...variables(o.attributes[name])].sort(), `${id}.${name}'s variables`).toEqual([...variables(pattern)].sort());
        }
      }
    });
  }

  it('format every message without errors, with the arguments English gives it', () => {
    for (const l of LANGS) {
      const bundle = bundleOf(l.lang);
      for (const [id, e] of en.messages) {
        if (id.startsWith('-')) continue;
        const patterns = [e.value, ...Object.values(e.attributes)].filter((p): p is NonNullable<Pattern> => p !== null);
        for (const [i, pattern] of patterns.entries()) {
          // A message without variables is formatted with none; the others with each of 0, 1, 2 and a word.
          const vars = [...variables(pattern)];
          const attr = i === 0 && e.value !== null ? null : Object.keys(e.attributes)[e.value !== null ? i - 1 : i];
          const msg = bundle.getMessage(id)!;
          const own = attr ? msg.attributes[attr] : msg.value;
          expect(own, `${l.lang}: ${id}${attr ? `.${attr}` : ''}`).toBeTruthy();
          const argSets = vars.length === 0 ? [undefined] : [0, 1, 2, 'word'].map((v) => Object.fromEntries(vars.map((n) => [n, v])));
          for (const args of argSets) {
            const errors: Error[] = [];
            const text = bundle.formatPattern(own!, args, errors);
            expect(errors, `${l.lang}: ${id} with ${JSON.stringify(args)}`).toEqual([]);
            expect(text.trim().length, `${l.lang}: ${id} is empty`).toBeGreaterThan(0);
          }
        }
      }
    }
  });
});

describe('error codes', () => {
  it('every ErrorCode of the protocol has a sentence', () => {
    for (const code of Object.keys(ERROR_CODES)) expect(hasMessage(errorId(code)), code).toBe(true);
  });

  it('the HTTP API codes have one too', () => {
    for (const code of HTTP_ERROR_CODES) expect(hasMessage(errorId(code)), code).toBe(true);
  });

  it("the sentence replaces the server's English; an unknown code keeps the server's words", () => {
    setLang('fr');
    expect(errorText('out_of_turn', 'it is not your turn')).toBe("Ce n'est pas votre tour.");
    expect(errorText('no_such_code', 'the server says')).toBe('the server says');
    setLang('en');
    expect(errorText('name_taken', 'another seat is already called "Ann"')).toMatch(/already called/);
  });
});

describe('choosing the language', () => {
  it('the saved choice first, then the browser, then English', () => {
    expect(chooseLang('fr', ['en-GB', 'en'])).toBe('fr');
    expect(chooseLang('en', ['fr-FR'])).toBe('en');
    expect(chooseLang(null, ['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(chooseLang('xx', ['fr'])).toBe('fr');
    expect(chooseLang(null, ['de', 'es'])).toBe('en');
    expect(chooseLang(null, [])).toBe('en');
    expect(langOfTag('FR_be')).toBe('fr');
  });

  it('every language is named in itself for the menu', () => {
    expect(LANGS.map((l) => l.lang)).toEqual(['en', 'fr']);
    expect(LANGS.find((l) => l.lang === 'fr')?.name).toBe('Français');
  });

  it('setLang switches the words', () => {
    setLang('fr');
    expect(lang()).toBe('fr');
    expect(t('home-create')).toBe('Créer le salon');
    expect(tAttr('replay-next', 'title')).toBe('Suivant (→)');
    setLang('en');
    expect(t('home-create')).toBe('Create lobby');
  });
});

describe('French', () => {
  it('counts 0 and 1 as singular', () => {
    setLang('fr');
    expect(t('games-waiting-count', { count: 0 })).toBe('0 partie vous attend');
    expect(t('games-waiting-count', { count: 1 })).toBe('1 partie vous attend');
    expect(t('games-waiting-count', { count: 2 })).toBe('2 parties vous attendent');
    expect(t('lobby-spectators', { count: 1 })).toBe('1 spectateur regarde');
    expect(t('lobby-spectators', { count: 3 })).toBe('3 spectateurs regardent');
    expect(t('home-clock-days', { days: 1, per: 'move' })).toBe('1 jour par coup');
    expect(t('home-clock-days', { days: 7, per: 'turn' })).toBe('7 jours par tour');
    expect(clockWords(61_000)).toBe('1 minute 1 seconde');
    expect(clockWords(0)).toBe('0 seconde');
    expect(clockWords(2 * 86_400_000 + 5 * 3_600_000)).toBe('2 jours 5 heures');
  });

  it('words clocks, settings, events and records', () => {
    setLang('fr');
    expect(formatClock(2 * 86_400_000 + 5 * 3_600_000)).toBe('2 j 5 h');
    expect(formatClock(5 * 3_600_000 + 12 * 60_000)).toBe('5 h 12 min');
    expect(formatClock(4 * 60_000 + 7_000)).toBe('4:07');
    expect(describeConfig({ game: 'camelot', ruleset: 'standard', clock: { base_secs: 300, increment_secs: 3 } })).toBe(
      'Camelot, règles standard, pendule 5+3',
    );
    expect(describeConfig({ game: 'camelot', ruleset: 'wcf', days_per_move: 1 })).toBe('Camelot, règles WCF, 1 jour par coup');
    expect(describeConfig({ game: 'super_camelot', seats: 3, ask_activation_order: false, auto_enemy_ties: true, days_per_turn: 2 })).toBe(
      'Super Camelot, 3 joueurs, 2 jours par tour',
    );
    expect(lobbyEventWords({ kind: 'offered', seat: 0, offer: 'draw' }, ['Ann', 'Bob'])).toBe('Ann propose une partie nulle');
    expect(lobbyEventWords({ kind: 'timed_out', seat: 1 }, ['Ann', null])).toBe("Place 2 n'a plus de temps");
    expect(recordActionWords({ kind: 'bot', level: 'hard' }, 'Bob')).toBe('Ordinateur (difficile) remplace Bob.');
    expect(timeLeftText(1_000 + 3_600_000, 1_000)).toBe('encore 1 h');
    expect(characterName('Gwenivere')).toBe('Guenièvre');
    expect(characterName('Kay')).toBe('Keu');
  });

  it("the title's turn count is put in front and taken off in the page's language", () => {
    setLang('fr');
    const title = composeTitle('Albion · Mes parties', 2);
    expect(title).toBe('(2) À vous · Albion · Mes parties');
    expect(composeTitle(title, 3)).toBe('(3) À vous · Albion · Mes parties');
    expect(composeTitle(title, 0)).toBe('Albion · Mes parties');
    setLang('en');
    expect(composeTitle('(12) Your turn · Albion', 0)).toBe('Albion');
  });

  it('puts the elements of a sentence where its words want them', () => {
    setLang('fr');
    const parts = tRich('app-missing', { path: 'PATH', start: 'LINK' });
    expect(parts.join('')).toBe("Il n'y a pas de page à l'adresse PATH. LINK.");
    expect(parts).toContain('PATH');
    expect(parts).toContain('LINK');
  });
});
