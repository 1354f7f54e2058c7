import './tokens.css';

export * from './Breadcrumbs';
export * from './PageHeading';
export * from './PageFrame';
export * from './Dialog';
export * from './Button';
export * from './Field';
export * from './NotFound';
export * from './Pagination';
export * from './primitives';
