export { ROUTES, DESIGN_SLUGS, type RouteEntry, type RouteOwner, type DesignSlug } from './route-table';
export { decideAccess, findRoute, isPublicPath, safeRedirectTarget, type AccessDecision } from './access';
