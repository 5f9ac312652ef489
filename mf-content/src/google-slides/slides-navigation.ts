/** Leaving the app for the provider's authorisation page; an object so component tests can watch it. */
export const slidesNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
