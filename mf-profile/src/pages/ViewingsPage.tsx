// The page lives with the other messages modules (issue 30); pages/ keeps one entry per route.
export { default } from '../messages/ViewingsPage';
