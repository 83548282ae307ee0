import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the web app, generated from the schema the api emits.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', SafeInt: 'number' },
        skipTypename: false,
      },
    },
  },
};

export default config;
