// Files webpack hands over as URLs (build/webpack-app.mjs: asset/resource), e.g. the garment
// pictures drawn at build time for the studio's opening state.
declare module '*.svg' {
  const url: string;
  export default url;
}
