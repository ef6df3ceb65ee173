// Leaving the page after a form succeeded (widgets/account-panel: login, registration), in one
// place so tests can watch it and no caller ever navigates to a URL it did not build itself.

export const navigation = {
  /** Reloads the current URL. */
  reload(): void {
    location.reload();
  },
  /** Goes to a path on this site ('/', '/ua/'). */
  goTo(path: string): void {
    location.assign(path);
  },
};
