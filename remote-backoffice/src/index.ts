// The back office remote is consumed through remoteEntry.js; this entry only exists because
// webpack needs one. Nothing renders when the remote's own origin is opened directly.
export {};
