// The designer's sources are type-checked here too: the account remote types the designer's
// federated thumbnail from them (a type-only import, nothing of them is bundled). They import
// fonts as URLs, which webpack resolves; TypeScript needs to be told.
declare module '*.woff2' {
  const url: string;
  export default url;
}
