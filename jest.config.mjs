// One jest run for every package: unit tests beside the code, API tests under api/test.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages that jest must transform to CommonJS (a scope's slash as a dot: pnpm's
// folder for @ant-design/colors, which @ant-design/icons' CommonJS build requires, is @ant-design+colors).
const esmOnly = ['jose', 'kysely', '@electric-sql', 'cookie', 'earcut', '@ant-design.colors'];

const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.[mc]js$': swc },
  transformIgnorePatterns: [`node_modules/(?!(\\.pnpm/)?(${esmOnly.join('|')}))`],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

export default {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      // The apps import antd's components by path from its ES build (build/webpack-app.mjs);
      // jest runs CommonJS, which antd builds beside it under lib/.
      moduleNameMapper: { '^antd/es/(.*)$': 'antd/lib/$1' },
      testMatch: ['<rootDir>/{shell,remote-*,shared,packages/*}/{src,scripts}/**/*.test.{ts,tsx}', '<rootDir>/{build,deploy}/**/*.test.{ts,mjs}'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      // 60 s a test or hook, as test/helpers.ts sets: also for the suites that start databases
      // without it (src/db/migrate.test.ts: four instances migrate and seed one PostgreSQL), which
      // jest's 5 s failed on a busy machine. (testTimeout is jest's global option, not a project's.)
      setupFilesAfterEnv: ['<rootDir>/api/test/setup-timeout.ts'],
      globalSetup: '<rootDir>/api/test/global-setup.mjs',
      testMatch: ['<rootDir>/api/{src,test}/**/*.test.ts'],
    },
  ],
};
