import { createAppConfig } from '../build/webpack-app.mjs';

export default createAppConfig({
  name: 'designer',
  dir: import.meta.dirname,
  exposes: {
    './DesignEditor': './src/exposes/DesignEditor.tsx',
    './Preview': './src/exposes/Preview.tsx',
    './SavedDesignThumbnail': './src/exposes/SavedDesignThumbnail.tsx',
    // The studio on partners' pages (shell/src/embed loads it).
    './EmbeddedStudio': './src/exposes/EmbeddedStudio.tsx',
    './DesignDocumentThumbnail': './src/exposes/DesignDocumentThumbnail.tsx',
  },
  // The studio saves design documents: its manifest says their schema version, which the released
  // API must read before this remote is promoted (build/design-schema.mjs).
  writesDesigns: true,
});
