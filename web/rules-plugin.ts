// Renders the how-to-play texts (docs/how-to-play-*.md, and their French versions in docs/fr/)
// into HTML at build time, so the client ships no Markdown parser:
// `import rules from '…/how-to-play-camelot.md?rules'` gives `{ title, html, sections }`. Headings
// get GitHub's anchors (the same `#…` links work on the repository and in the client); links to
// the other how-to-play page become client routes, other links into the repository become plain
// text (the files are not served). The first heading is the title, which the page draws itself.
// The words the renderer adds (the name of each heading's `#` link, the hidden name of a table's
// empty top-left header) come from the text's language's catalogue, web/locales/<lang>/rules.ftl.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FluentBundle, FluentResource } from '@fluent/bundle';
import { Marked, type Tokens } from 'marked';
import type { Plugin } from 'vite';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .trim()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The client route of a link into the repository's docs, or null when the client has no page for it. */
function route(href: string): string | null {
  const m = /^(?:\.\/|\.\.\/docs\/|docs\/)?how-to-play-(camelot|super-camelot)\.md(#.*)?$/.exec(href);
  return m ? `/rules/${m[1]}${m[2] ?? ''}` : null;
}

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface RulesDoc {
  title: string;
  html: string;
  sections: { depth: number; id: string; text: string }[];
}

/** The language of a how-to-play file: French under `docs/fr/`, else English. */
export function docLang(file: string): 'en' | 'fr' {
  return /[\\/]docs[\\/]fr[\\/][^\\/]+$/.test(file) ? 'fr' : 'en';
}

/** The catalogue the renderer takes its words from. */
export function catalogueFile(lang: 'en' | 'fr'): string {
  return fileURLToPath(new URL(`./locales/${lang}/rules.ftl`, import.meta.url));
}

/** The message `id` of a language's rules catalogue, at build time. */
function message(lang: 'en' | 'fr', id: string): string {
  const bundle = new FluentBundle(lang, { useIsolating: false });
  const errors = bundle.addResource(new FluentResource(readFileSync(catalogueFile(lang), 'utf8')));
  const pattern = bundle.getMessage(id)?.value;
  if (errors.length > 0 || !pattern) throw new Error(`web/locales/${lang}/rules.ftl: no usable message ${id}`);
  return bundle.formatPattern(pattern);
}

/** The words the renderer adds, in the text's language. */
export interface RenderWords {
  /** The name of each heading's `#` link. */
  sectionLink: string;
  /**
   * What a table's empty header cell says, visually hidden (the column of row names, left blank in
   * the Markdown): a screen reader names the column, and no header is empty.
   */
  rowNames: string;
}

/** The Markdown as HTML, with `words` in the text's language. */
export function render(markdown: string, words: RenderWords): RulesDoc {
  const { sectionLink, rowNames } = words;
  const sections: RulesDoc['sections'] = [];
  const seen = new Map<string, number>();
  let title = '';
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, { tokens, depth, text }: Tokens.Heading) {
        const plain = text.replace(/`/g, '');
        let id = slug(plain);
        const n = seen.get(id) ?? 0;
        seen.set(id, n + 1);
        if (n > 0) id = `${id}-${n}`;
        // The page draws the title itself.
        if (depth === 1 && !title) {
          title = plain;
          return '';
        }
        sections.push({ depth, id, text: plain });
        const inner = this.parser.parseInline(tokens);
        return `<h${depth} id="${id}"><a class="anchor" href="#${id}" aria-label="${escape(sectionLink)}">#</a>${inner}</h${depth}>\n`;
      },
      link(this: { parser: { parseInline(t: Tokens.Generic[]): string } }, { href, tokens }: Tokens.Link) {
        const inner = this.parser.parseInline(tokens);
        if (href.startsWith('#')) return `<a href="${escape(href)}">${inner}</a>`;
        if (/^https?:\/\//.test(href)) return `<a href="${escape(href)}" rel="noopener noreferrer">${inner}</a>`;
        const to = route(href);
        return to ? `<a href="${escape(to)}">${inner}</a>` : inner;
      },
      tablecell({ header, align, text }: Tokens.TableCell) {
        if (!header || text.trim() !== '') return false;
        const at = align ? ` align="${align}"` : '';
        return `<th${at}><span class="visually-hidden">${escape(rowNames)}</span></th>\n`;
      },
      html({ text }: Tokens.HTML | Tokens.Tag) {
        // The texts hold no HTML; if one ever does, it is shown, not run.
        return escape(text);
      },
    },
  });
  // Code blocks and tables scroll sideways on a narrow screen: each is a Tab stop, so that the
  // keyboard can scroll it too.
  const html = (marked.parse(markdown, { async: false }) as string).replace(/<(pre|table)>/g, '<$1 tabindex="0">');
  return { title, html, sections };
}

export function rulesPlugin(): Plugin {
  return {
    name: 'albion-rules',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.md?rules')) return null;
      const file = id.slice(0, -'?rules'.length);
      const lang = docLang(file);
      this.addWatchFile(file);
      this.addWatchFile(catalogueFile(lang));
      const doc = render(readFileSync(file, 'utf8'), {
        sectionLink: message(lang, 'rules-section-link'),
        rowNames: message(lang, 'rules-table-row-names'),
      });
      return `export default ${JSON.stringify(doc)};`;
    },
  };
}
