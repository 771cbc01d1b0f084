// The how-to-play texts, rendered to HTML at build time (rules-plugin.ts). This module is loaded
// only by the rules page, in a chunk of its own, so the game pages do not carry it.
import camelot from '../../../docs/how-to-play-camelot.md?rules';
import superCamelot from '../../../docs/how-to-play-super-camelot.md?rules';

export const DOCS = { camelot, 'super-camelot': superCamelot } as const;
