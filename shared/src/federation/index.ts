export { loadRemoteModule, provideRemoteModuleLoader, type RemoteModuleLoader } from './remote-module-loader';
