import { designSchema } from '../document/schema';
import type { Design } from '../document/types';
import { designWith } from '../test-utils';
import { commands, runCommand, type Command, type CommandName } from './index';
import { createSequentialIds } from './context';

const doc = designWith(['text', 'logo', 'backNumber']);
const ctx = { newId: createSequentialIds('fuzz') };

const junkValues: unknown[] = [null, undefined, Number.NaN, Infinity, -1e12, 1e12, '', 'garbage', {}, [], true];
const fieldNames = [
  'teamName', 'partId', 'paint', 'supplierId', 'fabricId', 'colorId', 'sleeves', 'collar', 'count', 'pocket', 'hood',
  'drawstring', 'stripe', 'enabled', 'width', 'pattern', 'skin', 'template', 'kind', 'view', 'props', 'x', 'y', 'dx', 'dy',
  'rotation', 'to',
];

describe('commands sent as data', () => {
  it('runs a command by name', () => {
    const next = runCommand(doc, { type: 'moveLayer', args: { id: 'layer-2', x: 10, y: 20 } });
    expect(next.layers[1]).toMatchObject({ x: 10, y: 20 });
  });

  it('leaves the document alone for an unknown command', () => {
    expect(runCommand(doc, { type: 'formatDisk', args: {} } as unknown as Command)).toBe(doc);
    expect(runCommand(doc, { type: 'toString', args: {} } as unknown as Command)).toBe(doc);
  });

  it.each(Object.keys(commands) as CommandName[])('%s never throws or produces an invalid document on junk arguments', (type) => {
    for (const junk of junkValues) {
      for (const id of ['layer-1', 'layer-2', 'missing', junk]) {
        const args = Object.fromEntries([['id', id], ...fieldNames.map((name) => [name, junk])]);
        let next: Design = doc;
        expect(() => {
          next = runCommand(doc, { type, args } as unknown as Command, ctx);
        }).not.toThrow();
        const checked = designSchema().safeParse(next);
        if (!checked.success) throw new Error(`${type} with ${String(junk)}: ${checked.error.message}`);
      }
    }
  });
});
