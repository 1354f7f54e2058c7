import './tokens.css';

export * from './Breadcrumbs';
export * from './PageHeading';
export * from './PageFrame';
