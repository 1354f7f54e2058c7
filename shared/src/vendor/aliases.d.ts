// The packages behind the slim shared modules of this folder, under the names webpack.common.ts aliases to their
// ES builds (the package names themselves are the shared modules).
declare module '@realty/vendor-mobx' {
  export * from 'mobx';
}
declare module '@realty/vendor-react-i18next' {
  export * from 'react-i18next';
}
