/**
 * Unicode's bidirectional controls (the Bidi_Control property: U+061C, U+200E, U+200F, U+202A–U+202E,
 * U+2066–U+2069). Invisible, they reorder what is shown around them: a name with a right-to-left override
 * reads differently in the audit log, an e-mail or a report than it was typed ('Trojan Source'). No real name
 * needs one, so names refuse them with 'bidi_control' before any other check.
 */
const BIDI_CONTROL = /\p{Bidi_Control}/u;

export const hasBidiControl = (text: string): boolean => BIDI_CONTROL.test(text);
