declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module '*.jpg' {
  const url: string;
  export default url;
}
/** Injected by webpack DefinePlugin in every build (see shared/build/webpack.cjs). */
declare const __APP_VERSION__: string;
