// The safety check of a thread's first message: links, phone numbers and e-mail addresses are how scams move a buyer
// off the site, so the receiver is warned (`flags`). Nothing is removed: a real seller may share a number on purpose.
import type { MessageFlag } from '@realty/shared/contracts/messages';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.\p{L}{2,}/u;
const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[\p{L}\p{N}-]+\.(?:com|net|org|info|biz|io|me|ru|tr|ua|kz|de|uk|co|site|online|link|ly|gl|to)(?:\.[a-z]{2})?\b(?:\/\S*)?/iu;
/**
 * Ten or more digits (a Turkish mobile without its 0 has ten), allowing the spaces, dots, dashes, brackets and + people
 * write numbers with; a price like 3.500.000 (at most nine digits) is not a phone number.
 */
const PHONE = /(?:\+|\b)\d(?:[\s().-]{0,2}\d){9,}/u;

/** What the text contains of links, phone numbers and e-mail addresses (an e-mail is not also a link). */
export function messageFlags(text: string): MessageFlag[] {
  const flags: MessageFlag[] = [];
  const withoutEmails = text.replace(new RegExp(EMAIL.source, 'gu'), ' ');
  if (LINK.test(withoutEmails)) flags.push('link');
  if (PHONE.test(text)) flags.push('phone');
  if (EMAIL.test(text)) flags.push('email');
  return flags;
}
