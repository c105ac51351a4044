export { contractMismatch, contractOfManifest, SHELL_CONTRACT } from './contract';
export { loadRemoteModule, provideRemoteModuleLoader, type RemoteModuleLoader } from './remote-module-loader';
