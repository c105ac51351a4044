// What a host's build (the shell's, with the embed host) reads besides its own sources: the sources
// of every app, for the antd components any of them imports, and the record of the released remotes,
// for those they take from the host (build/webpack-app.mjs, antdProvidedByHost). Named here, apart
// from webpack, so that the list of a build's inputs (build/build-inputs.mjs) is the list read.

/** The folders whose `src/` a host's build scans for `antd/es/<component>` imports. */
export const ANTD_SCANNED_FOLDERS = ['shell', 'shared', 'remote-marketing', 'remote-designer', 'remote-account', 'remote-backoffice'];

/** The records (deploy/released/<remote>.json) of the remotes a host runs, read for the antd
 *  components those releases take from it. */
export const RELEASED_REMOTE_RECORDS = ['marketing', 'designer', 'account', 'backoffice'].map((remote) => `deploy/released/${remote}.json`);
