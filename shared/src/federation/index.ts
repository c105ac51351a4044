export { contractMismatch, contractOfManifest, SHELL_CONTRACT } from './contract';
export { loadRemoteModule, provideRemoteModuleLoader, type RemoteModuleLoader } from './remote-module-loader';
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
