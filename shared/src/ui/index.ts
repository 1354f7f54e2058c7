import './tokens.css';

export * from './Breadcrumbs';
export * from './PageHeading';
export * from './PageFrame';
export * from './Button';
export * from './NotFound';
export * from './primitives';
