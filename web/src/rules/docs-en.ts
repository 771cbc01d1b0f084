// The English how-to-play texts (docs/how-to-play-*.md), rendered at build time; loaded on demand
// by docs.ts.
import camelot from '../../../docs/how-to-play-camelot.md?rules';
import superCamelot from '../../../docs/how-to-play-super-camelot.md?rules';

export const DOCS = { camelot, 'super-camelot': superCamelot } as const;
