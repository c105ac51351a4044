import { execFileSync } from 'node:child_process';
import path from 'node:path';

// Planted imports, linted with the repository's own configuration as `npm run lint` runs it: an
// app's src is reached into from outside it, or the design package takes a UI framework. ESLint
// loads its configuration with a dynamic import, which jest's module system does not run, so the
// planted files are linted together in one child process.
const repo = path.resolve(import.meta.dirname, '../..');
const LINT_PLANTED = `
  import { ESLint } from 'eslint';
  const planted = JSON.parse(await new Response(process.stdin).text());
  const eslint = new ESLint({ cwd: process.cwd() });
  const answers = {};
  for (const [name, { file, code }] of Object.entries(planted)) {
    const [result] = await eslint.lintText(code, { filePath: file });
    answers[name] = result.messages.map((message) => message.ruleId + ': ' + message.message);
  }
  console.log(JSON.stringify(answers));
`;

const REACH_INS = {
  'the API': ['api/src/planted.ts', "import { probe } from '../../remote-designer/src/render/probe';\nexport { probe };\n"],
  'a remote, from another': ['remote-account/src/planted.ts', "export { Studio } from '../../remote-designer/src/ui/Studio';\n"],
  'an end-to-end test': ['e2e/tests/planted.spec.ts', "import { SHELL_PAGES } from '../../shell/src/routes/shell-pages';\nexport { SHELL_PAGES };\n"],
  'a script, lazily': ['bench/planted.mjs', "export const later = () => import('../remote-marketing/src/exposes/Home');\n"],
  'the shell, by package name': ['shell/src/planted.ts', "import type { Props } from '@teamwear/remote-account/exposes/Dashboard';\nexport type { Props };\n"],
};
const OWN_AND_PACKAGES = [
  'remote-account/src/pages/planted.ts',
  [
    "import { useTranslation } from '../strings';",
    "import { migrateDesign } from '@teamwear/design';",
    "import { callEndpoint } from '@teamwear/shared/api';",
    'export { useTranslation, migrateDesign, callEndpoint };',
    '',
  ].join('\n'),
];
const IN_DESIGN = 'packages/design/src/model/planted.ts';
const FRAMEWORKS = {
  zustand: "import { create } from 'zustand';\nexport { create };\n",
  react: "import { useState } from 'react';\nexport { useState };\n",
  'pixi.js': "import { Graphics } from 'pixi.js';\nexport { Graphics };\n",
  '@teamwear/shared': "import { i18n } from '@teamwear/shared/i18n';\nexport { i18n };\n",
};
const ZOD = "import { z } from 'zod';\nexport const Name = z.string();\n";

let problems = {};
beforeAll(() => {
  const planted = {
    ...Object.fromEntries(Object.entries(REACH_INS).map(([name, [file, code]]) => [name, { file, code }])),
    own: { file: OWN_AND_PACKAGES[0], code: OWN_AND_PACKAGES[1] },
    ...Object.fromEntries(Object.entries(FRAMEWORKS).map(([name, code]) => [name, { file: IN_DESIGN, code }])),
    zod: { file: IN_DESIGN, code: ZOD },
  };
  for (const entry of Object.values(planted)) entry.file = path.join(repo, entry.file);
  problems = JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', LINT_PLANTED], { cwd: repo, input: JSON.stringify(planted), encoding: 'utf8' }));
}, 120_000);

describe("an app's src is its own", () => {
  it.each(Object.keys(REACH_INS))('refuses a reach-in from %s', (name) => {
    expect(problems[name]).toEqual([expect.stringMatching(/^teamwear\/no-reach-in: .*(own source|app's source)/)]);
  });

  it('lets an app import its own source and the workspace packages by name', () => {
    expect(problems.own).toEqual([]);
  });
});

describe('the design package', () => {
  it.each(Object.keys(FRAMEWORKS))('refuses %s', (name) => {
    expect(problems[name]).toEqual([expect.stringMatching(/^no-restricted-imports: .*framework-free/)]);
  });

  it('takes zod', () => {
    expect(problems.zod).toEqual([]);
  });
});
