export * from './options';
export * from './useOptions';
export * from './SelectFields';
export * from './ChoiceFields';
