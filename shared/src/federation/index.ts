export { contractMismatch, contractOfManifest, SHELL_CONTRACT } from './contract';
export { loadRemoteModule, provideRemoteModuleLoader, type RemoteModuleLoader } from './remote-module-loader';
export { prefetchOnIntent, prefetchPage, providePagePrefetcher, type PagePrefetcher } from './page-prefetch';
export {
  connectionToSpare,
  prefetchModulesWhenIdle,
  prefetchWhenIdle,
  PREFETCH_WHEN_IDLE_MARK,
  type ConnectionHints,
  type IdleScheduler,
  type WhenIdleOptions,
} from './idle-prefetch';
export type {
  DocumentThumbnailModule,
  DocumentThumbnailProps,
  EmbeddedStudioModule,
  EmbeddedStudioProps,
  SavedDesignRef,
  SavedDesignThumbnailModule,
  SavedDesignThumbnailProps,
  StudioErrorCode,
  StudioEvent,
} from './designer-modules';
