// '@realty/shared/messaging': the "Message" button of the listing and agent pages (issue 30). A kernel subpath bundled
// into its users (mf-listing, mf-catalog), not the singleton: pages that do not show the button do not load it. The
// composer behind it, its texts ('messaging' namespace) and its styles load when it is first opened.
export { MessageButton, type MessageButtonProps, type MessageTarget } from './MessageButton';
