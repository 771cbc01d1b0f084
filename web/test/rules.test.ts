// The how-to-play texts rendered at build time (rules-plugin.ts): every section the game pages
// link to exists, headings carry GitHub's anchors, links between the two pages become client
// routes, repository links become text, and no raw HTML gets through.
import { describe, expect, it } from 'vitest';
import camelot from '../../docs/how-to-play-camelot.md?rules';
import superCamelot from '../../docs/how-to-play-super-camelot.md?rules';
import { SECTIONS, rulesHref } from '../src/rules/links';
import { parseRoute } from '../src/router';

const DOCS = { camelot, 'super-camelot': superCamelot };

describe('how-to-play pages', () => {
  it('have their titles and sections', () => {
    expect(camelot.title).toBe('How to play Camelot');
    expect(superCamelot.title).toBe('How to play Super Camelot');
    expect(camelot.sections.map((s) => s.id)).toContain('two-rulesets-standard-and-wcf');
  });

  it('hold every section the games link to', () => {
    for (const [game, sections] of Object.entries(SECTIONS) as [keyof typeof DOCS, Record<string, string>][]) {
      const ids = new Set(DOCS[game].sections.map((s) => s.id));
      for (const id of Object.values(sections)) {
        expect(ids.has(id), `${game}#${id}`).toBe(true);
        expect(DOCS[game].html).toContain(`<h`);
        expect(DOCS[game].html).toContain(` id="${id}"`);
      }
    }
    expect(rulesHref('camelot', 'charge')).toBe('/rules/camelot#4-the-knights-charge-knights-only');
    expect(rulesHref('super-camelot')).toBe('/rules/super-camelot');
  });

  it('keep in-page links, drop links to files the server does not serve', () => {
    expect(camelot.html).toContain('<a href="#two-rulesets-standard-and-wcf">Two rulesets</a>');
    expect(camelot.html).not.toContain('RULES.md"');
    expect(camelot.html).toContain('<code>RULES.md</code>');
    expect(superCamelot.html).not.toContain('PROTOCOL.md"');
  });

  it('render tables and code blocks, escaped', () => {
    // Each a Tab stop, for scrolling a wide one sideways by keyboard.
    expect(superCamelot.html).toContain('<table tabindex="0">');
    expect(camelot.html).toContain('<pre tabindex="0">');
    expect(camelot.html).toContain('&lt;- Black&#39;s castle');
    expect(camelot.html).not.toMatch(/<script/i);
  });

  it('are routes of the client', () => {
    expect(parseRoute('/rules/camelot')).toEqual({ page: 'rules', game: 'camelot' });
    expect(parseRoute('/rules/super-camelot/')).toEqual({ page: 'rules', game: 'super-camelot' });
    expect(parseRoute('/rules/chess').page).toBe('missing');
  });
});

describe('the title', () => {
  it('is drawn by the page, not repeated in the text', () => {
    expect(camelot.html).not.toContain('<h1');
    expect(superCamelot.html).not.toContain('<h1');
  });
});
