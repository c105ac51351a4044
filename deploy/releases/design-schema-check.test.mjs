import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { designSchema } from '../../build/design-schema.mjs';
import { designSchemaProblem } from './compatibility.mjs';
import { apiRecordOf, checkAgainstReleased, readRecord, recordOf, writeRecord } from './released-record.mjs';
import { addRelease } from './release-store.mjs';

// A designer that saves design documents of a newer schema than the released API reads would have
// its designs refused by that API: CI's compatibility stage and `npm run promote` refuse it.
const repo = path.resolve(import.meta.dirname, '../..');
const shared = [{ name: 'react', version: '19.3.1', requiredVersion: '^19.3.1', assets: { js: { sync: ['r.js'], async: [] } } }];
const designer = (designSchema) => ({ metaData: { shellContract: '2.5', ...(designSchema === undefined ? {} : { designSchema }) }, shared, exposes: [] });

/** The checks of the design schema among everything checkAgainstReleased answers. */
const schemaChecks = (built, recorded) => checkAgainstReleased(built, recorded).filter(({ name }) => name.includes('designs'));

let dir;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'teamwear-schema-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the design schema between the designer and the API', () => {
  it('is a problem only when the designer writes a newer schema than the API reads', () => {
    expect(designSchemaProblem(3, 4)).toMatch(/writes design documents of schema 4, the API reads up to 3: release the API first/);
    expect(designSchemaProblem(3, 3)).toBeNull();
    expect(designSchemaProblem(4, 3)).toBeNull();
    expect(designSchemaProblem(undefined, 4)).toBeNull();
  });

  it('CI refuses a new designer the released API cannot read, and a new API that cannot read the released designer', () => {
    const api = apiRecordOf({ release: '0.1.0-abc', from: 'test', designSchema: 3 });
    const newer = schemaChecks({ designer: designer(4) }, { api });
    expect(newer).toEqual([{ name: "the released API reads the new designer's designs (0.1.0-abc)", problems: [expect.stringContaining('schema 4, the API reads up to 3')], notes: [] }]);
    expect(schemaChecks({ designer: designer(3) }, { api })[0].problems).toEqual([]);
    const releasedDesigner = recordOf('designer', designer(4), { release: '1.0.0-0123456789', from: 'test' });
    const older = schemaChecks({ api: { designSchema: 3 } }, { designer: releasedDesigner });
    expect(older).toEqual([{ name: "the new API reads the released designer's designs (1.0.0-0123456789)", problems: [expect.stringContaining('schema 4, the API reads up to 3')], notes: [] }]);
  });

  it('says, rather than passes quietly, when the API is not recorded', () => {
    expect(schemaChecks({ designer: designer(3) }, {})).toEqual([expect.objectContaining({ problems: [], notes: ['no release of the API is recorded: not checked'] })]);
  });

  it('keeps the API’s record and reads it back', () => {
    writeRecord(dir, apiRecordOf({ release: '0.1.0-abc', from: 'test', designSchema: 3 }));
    expect(readRecord(dir, 'api')).toEqual({ app: 'api', release: '0.1.0-abc', from: 'test', designSchema: 3 });
    fs.writeFileSync(path.join(dir, 'api.json'), JSON.stringify({ app: 'api', release: 'x' }));
    expect(() => readRecord(dir, 'api')).toThrow(/not the record of a release of api/);
  });

  it('the API built from this tree reads the schema the design package writes', () => {
    const source = fs.readFileSync(path.join(repo, 'packages/design/src/model/document/constants.ts'), 'utf8');
    expect(designSchema(path.join(repo, 'api'))).toBe(Number(/SCHEMA_VERSION = (\d+);/.exec(source)[1]));
    expect(designSchema(path.join(repo, 'remote-designer'))).toBe(designSchema(path.join(repo, 'api')));
  });

  it('npm run promote refuses a designer release whose designs the released API would refuse', () => {
    const store = path.join(dir, 'releases');
    const released = path.join(dir, 'released');
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(dist);
    const manifest = designer(99);
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ ...manifest, metaData: { ...manifest.metaData, remoteEntry: { name: 'remoteEntry.js', path: '' } } }));
    fs.writeFileSync(path.join(dist, 'remoteEntry.js'), 'var designer;');
    const { release } = addRelease({ store, name: 'designer', dist, version: '1.0.0' });
    writeRecord(released, apiRecordOf({ release: '0.1.0-abc', from: 'test', designSchema: 3 }));
    const env = { ...process.env, RELEASES_DIR: store, RELEASED_DIR: released, REMOTES_FILE: path.join(dir, 'remotes.json') };
    let refusal;
    try {
      execFileSync(process.execPath, [path.join(repo, 'scripts/promote.mjs'), 'designer', release, '--skip-shell-check'], { env, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      refusal = { status: error.status, stderr: error.stderr };
    }
    expect(refusal).toEqual({ status: 2, stderr: expect.stringContaining('writes design documents of schema 99, the API reads up to 3') });
    expect(fs.existsSync(path.join(dir, 'remotes.json'))).toBe(false);
  });
});
