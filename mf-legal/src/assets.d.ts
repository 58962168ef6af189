/** Files bundled as assets (Rspack `asset/resource`): importing one yields its hashed URL. */
declare module '*.pdf' {
  const url: string;
  export default url;
}
