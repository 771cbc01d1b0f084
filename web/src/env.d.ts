/// <reference types="vite/client" />

/** A how-to-play text rendered at build time (rules-plugin.ts). */
declare module '*.md?rules' {
  const doc: {
    title: string;
    html: string;
    sections: { depth: number; id: string; text: string }[];
  };
  export default doc;
}
