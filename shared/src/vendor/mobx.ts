// What the site uses of mobx, provided and consumed under the share key 'mobx' (webpack.common.ts), as
// react-router-dom.ts does for the router: named re-exports let webpack drop the rest of mobx (flows, maps and sets,
// spies, toJS, when, …) from the shared chunk: 15.7 -> 12.3 kB gzip. The last four names are what mobx-react-lite
// imports. Add a name here before importing it elsewhere (the build fails on a missing export, the unit tests import
// the real package). '@realty/vendor-mobx' is mobx's own ES build under another name (webpack.common.ts): 'mobx'
// itself would be the shared module, i.e. this file.
export {
  action,
  computed,
  makeObservable,
  observable,
  observableRef,
  runInAction,
  Reaction,
  _getGlobalState,
  getDependencyTree,
} from '@realty/vendor-mobx';
