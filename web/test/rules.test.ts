// The how-to-play texts rendered at build time (rules-plugin.ts), in English and in French: every
// section the game pages link to exists in both languages' texts, headings carry GitHub's anchors,
// repository links become text, no raw HTML
// gets through, and the French texts have the English ones' shape.
import { afterEach, describe, expect, it } from 'vitest';
import camelot from '../../docs/how-to-play-camelot.md?rules';
import superCamelot from '../../docs/how-to-play-super-camelot.md?rules';
import frCamelot from '../../docs/fr/how-to-play-camelot.md?rules';
import frSuperCamelot from '../../docs/fr/how-to-play-super-camelot.md?rules';
import { LANGS, setLang, type Lang } from '../src/i18n';
import { loadDocs } from '../src/rules/docs';
import { RULES_GAMES, RULES_TITLE, SECTIONS, SECTION_ANCHORS, rulesHref } from '../src/rules/links';
import { parseRoute } from '../src/router';

const DOCS = {
  en: { camelot, 'super-camelot': superCamelot },
  fr: { camelot: frCamelot, 'super-camelot': frSuperCamelot },
} as const;

afterEach(() => setLang('en'));

describe('how-to-play pages', () => {
  it('have their titles and sections', () => {
    expect(camelot.title).toBe('How to play Camelot');
    expect(superCamelot.title).toBe('How to play Super Camelot');
    expect(camelot.sections.map((s) => s.id)).toContain('two-rulesets-standard-and-wcf');
    expect(frCamelot.title).toBe('Comment jouer à Camelot');
    expect(frSuperCamelot.title).toBe('Comment jouer à Super Camelot');
    expect(frCamelot.sections.map((s) => s.id)).toContain('deux-jeux-de-règles-standard-et-wcf');
  });

  it('hold every section the games link to, in both languages', () => {
    expect(LANGS.map((l) => l.lang)).toEqual(Object.keys(DOCS));
    for (const { lang } of LANGS) {
      for (const game of RULES_GAMES) {
        const doc = DOCS[lang][game];
        const ids = new Set(doc.sections.map((s) => s.id));
        const anchors = SECTION_ANCHORS[lang][game] as Record<string, string>;
        // The same keys in every language.
        expect(Object.keys(anchors).sort(), `${lang} ${game}`).toEqual(Object.keys(SECTION_ANCHORS.en[game]).sort());
        for (const [key, id] of Object.entries(anchors)) {
          expect(ids.has(id), `${lang} ${game}: ${key} → #${id}`).toBe(true);
          expect(doc.html, `${lang} ${game}#${id}`).toMatch(new RegExp(`<h[2-6] id="${id}">`));
        }
      }
    }
    expect(SECTION_ANCHORS.en.camelot.charge).toBe('4-the-knights-charge-knights-only');
    expect(SECTION_ANCHORS.fr.camelot.charge).toBe('4-la-charge-du-chevalier-chevaliers-seulement');
  });

  it('are linked in the language the client speaks', () => {
    expect(rulesHref('camelot', 'charge')).toBe('/rules/camelot#4-the-knights-charge-knights-only');
    expect(rulesHref('super-camelot', 'bomb')).toBe('/rules/super-camelot#bomb');
    expect(rulesHref('super-camelot')).toBe('/rules/super-camelot');
    expect(SECTIONS.camelot.castles).toBe('the-castles');
    expect(RULES_TITLE.camelot).toBe('How to play Camelot');
    setLang('fr');
    expect(rulesHref('camelot', 'charge')).toBe('/rules/camelot#4-la-charge-du-chevalier-chevaliers-seulement');
    expect(rulesHref('super-camelot', 'bomb')).toBe('/rules/super-camelot#bombe');
    expect(rulesHref('super-camelot')).toBe('/rules/super-camelot');
    expect(SECTIONS.camelot.castles).toBe('les-châteaux');
    expect(RULES_TITLE['super-camelot']).toBe('Comment jouer à Super Camelot');
  });

  it('have the title the page draws before the text arrives', () => {
    for (const { lang } of LANGS) {
      setLang(lang);
      for (const game of RULES_GAMES) expect(DOCS[lang][game].title, `${lang} ${game}`).toBe(RULES_TITLE[game]);
    }
  });

  it('keep in-page links, drop links to files the server does not serve', () => {
    expect(camelot.html).toContain('<a href="#two-rulesets-standard-and-wcf">Two rulesets</a>');
    expect(frCamelot.html).toContain('<a href="#deux-jeux-de-règles-standard-et-wcf">Deux jeux de règles</a>');
    for (const doc of [camelot, frCamelot]) {
      expect(doc.html).not.toContain('RULES.md"');
      expect(doc.html).toContain('<code>RULES.md</code>');
    }
    for (const doc of [superCamelot, frSuperCamelot]) expect(doc.html).not.toContain('PROTOCOL.md"');
  });


  it('render tables and code blocks, escaped', () => {
    // Each a Tab stop, for scrolling a wide one sideways by keyboard.
    expect(superCamelot.html).toContain('<table tabindex="0">');
    expect(camelot.html).toContain('<pre tabindex="0">');
    expect(camelot.html).toContain('&lt;- Black&#39;s castle');
    expect(frCamelot.html).toContain('&lt;- château des Noirs');
    for (const doc of Object.values(DOCS).flatMap((d) => Object.values(d))) expect(doc.html).not.toMatch(/<script/i);
  });

  it('name every table header, the empty top-left one for screen readers only, in the text’s language', () => {
    for (const doc of Object.values(DOCS).flatMap((d) => Object.values(d))) expect(doc.html).not.toMatch(/<th[^>]*>\s*<\/th>/);
    expect(camelot.html).toContain('<th><span class="visually-hidden">Case</span></th>');
    expect(frCamelot.html).toContain('<th><span class="visually-hidden">Cas</span></th>');
  });

  it('name the heading links in the text’s language', () => {
    expect(camelot.html).toContain('aria-label="Link to this section"');
    expect(frCamelot.html).toContain('aria-label="Lien vers cette section"');
    expect(frCamelot.html).not.toContain('Link to this section');
    expect(superCamelot.html).not.toContain('Lien vers cette section');
  });

  it('have the same shape in French as in English', () => {
    // The translation keeps every section, table, figure and list of the English text.
    const shape = (html: string, doc: { sections: { depth: number }[] }) => ({
      headings: doc.sections.map((s) => s.depth),
      tables: html.split('<table').length,
      rows: html.split('<tr>').length,
      figures: html.split('<pre').length,
      items: html.split('<li>').length,
      links: html.split('<a href="#').length,
    });
    for (const game of RULES_GAMES) {
      expect(shape(DOCS.fr[game].html, DOCS.fr[game]), game).toEqual(shape(DOCS.en[game].html, DOCS.en[game]));
    }
  });


  it('load one language at a time', async () => {
    for (const lang of ['en', 'fr'] as Lang[]) {
      const docs = await loadDocs(lang);
      expect(docs.camelot.title).toBe(DOCS[lang].camelot.title);
      expect(docs['super-camelot'].html).toBe(DOCS[lang]['super-camelot'].html);
    }
  });

  it('are routes of the client', () => {
    expect(parseRoute('/rules/camelot')).toEqual({ page: 'rules', game: 'camelot' });
    expect(parseRoute('/rules/super-camelot/')).toEqual({ page: 'rules', game: 'super-camelot' });
    expect(parseRoute('/rules/chess').page).toBe('missing');
  });
});

describe('the title', () => {
  it('is drawn by the page, not repeated in the text', () => {
    for (const doc of Object.values(DOCS).flatMap((d) => Object.values(d))) expect(doc.html).not.toContain('<h1');
  });
});
