import { loadRemoteModule, provideRemoteModuleLoader } from './remote-module-loader';

describe('loadRemoteModule', () => {
  afterEach(() => provideRemoteModuleLoader(null));

  it('answers what the shell’s loader loads', async () => {
    const module = { default: 'the thumbnail' };
    const asked: string[] = [];
    provideRemoteModuleLoader(async (id) => {
      asked.push(id);
      return module;
    });
    await expect(loadRemoteModule<typeof module>('designer/SavedDesignThumbnail')).resolves.toBe(module);
    expect(asked).toEqual(['designer/SavedDesignThumbnail']);
  });

  it('answers null, never rejects, when nothing can be loaded', async () => {
    await expect(loadRemoteModule('designer/SavedDesignThumbnail')).resolves.toBeNull();
    provideRemoteModuleLoader(async () => {
      throw new Error('the designer remote is down');
    });
    await expect(loadRemoteModule('designer/SavedDesignThumbnail')).resolves.toBeNull();
    provideRemoteModuleLoader(async () => undefined);
    await expect(loadRemoteModule('designer/SavedDesignThumbnail')).resolves.toBeNull();
  });
});
