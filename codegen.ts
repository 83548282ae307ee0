import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the web app, generated from the schema the api emits. Tests' own documents
// (against a fake link, not the api) are not the app's.
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**/*', '!web/src/**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      // Fragment masking: a component reads only the fields its own fragment names (getFragmentData);
      // a spread gives the parent an opaque reference. The preset's useFragment is renamed because it
      // is a plain function, not a hook, and Apollo Client has a useFragment hook of its own.
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
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
