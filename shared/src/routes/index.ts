export { DESIGN_SLUGS, isDesignSlug, type DesignSlug } from '@teamwear/design/slugs';
export { MOUNTS, NOT_FOUND_OWNER, mountOf, normalisedPath, type Mount, type RouteOwner, type RemoteOwner } from './mounts';
export { matchPage, parsePages, type PageEntry, type PageMatch } from './pages';
export { decideAccess, isPublicPath, safeRedirectTarget, type AccessDecision } from './access';
export { SHELL_PAGE_PATHS, type ShellPagePath } from './shell-page-paths';
