/**
 * Our bearer tokens are printable ASCII (a session token and its signature). Anything else cannot be one,
 * and some of it (a control character, a code point above U+00FF) makes `new Headers` throw.
 */
const TOKEN = /^[\x21-\x7e]+$/;

/**
 * The `Authorization: Bearer …` headers for a token a client sent in a socket message (sync `hello`, voice
 * `start`), or null when it cannot be a token: callers treat that as "not signed in", never as a crash.
 */
export function bearerHeaders(token: string): Headers | null {
  return TOKEN.test(token) ? new Headers({ authorization: `Bearer ${token}` }) : null;
}
