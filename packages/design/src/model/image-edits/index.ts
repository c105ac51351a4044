export * from './edits';
export * from './colour-maths';
export * from './edited-picture';
