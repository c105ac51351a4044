/**
 * The design document (@teamwear/design): what a team designs, as the studio edits it, the API
 * checks and stores it, and the print shop prints it. Plain TypeScript and zod: no React, Pixi,
 * antd, i18next or zustand (lint refuses them here), so the API, the apps and the scripts depend
 * on one copy of the rules by name rather than on the studio's source.
 */
export * from './model';
export * from './garments/design-slugs';
export * from './model/document/picture-source';
