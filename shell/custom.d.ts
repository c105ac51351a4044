declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.woff2' {
  const url: string;
  export default url;
}
/** webpack writes the build's mode in place of process.env.NODE_ENV ('production', or
 *  'development' for a development build); there is no process in a browser. */
declare const process: { env: { NODE_ENV?: string } };
