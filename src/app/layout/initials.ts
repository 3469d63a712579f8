/** The avatar's letters: the first two of the username, upper case. */
export function initialsOf(username: string) {
  return username.trim().slice(0, 2).toUpperCase();
}
