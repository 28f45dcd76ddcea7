/** Spec section 5: a retail order page without a usable order id reloads. Indirection for tests. */
export const page = {
  reload(): void {
    window.location.reload();
  },
};
