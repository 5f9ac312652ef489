// Browser-safe entry of the mock API (QA mode bundles it; 'shared-ui/testing' pulls in msw/node and jest).
export * from './mock-database';
export * from './mock-postgrest';
export * from './mock-world';
