/** The avatar's letters: the first two of the person's name, upper case. */
export function initialsOf(name: string) {
  return name.trim().slice(0, 2).toUpperCase();
}
