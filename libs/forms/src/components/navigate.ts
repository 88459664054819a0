/** Leaves for another page of the site (its own module so tests can watch where the form goes). */
export function navigateTo(url: string): void {
  window.location.assign(url);
}
