import type { StateCreator } from 'zustand/vanilla';

/** Page chrome state shared by the shell and the remotes (spec §3 shared UI state: menus and loading). */
export interface UiSlice {
  mobileMenuOpen: boolean;
  filterMenuOpen: boolean;
  /** How many page parts are loading right now; the loading bar shows while it is above 0. */
  loadingCount: number;
  /**
   * The title of what the current page shows, set by the app that owns the page (a product page sets
   * the product's title): the breadcrumbs' last item and the document title use it.
   */
  pageTitle: string | null;
  setPageTitle: (title: string | null) => void;
  /** A whole document title a page insists on (the error page's "Error - …"); null for the usual one. */
  documentTitle: string | null;
  setDocumentTitle: (title: string | null) => void;
  toggleMobileMenu: (open?: boolean) => void;
  toggleFilterMenu: (open?: boolean) => void;
  closeMenus: () => void;
  startLoading: () => void;
  finishLoading: () => void;
}

export const createUiSlice: StateCreator<UiSlice, [], [], UiSlice> = (set) => ({
  mobileMenuOpen: false,
  filterMenuOpen: false,
  loadingCount: 0,
  pageTitle: null,
  setPageTitle: (pageTitle) => set({ pageTitle }),
  documentTitle: null,
  setDocumentTitle: (documentTitle) => set({ documentTitle }),
  // Opening one menu closes the other: only one slide-in panel is ever on screen.
  toggleMobileMenu: (open) =>
    set((state) => {
      const next = open ?? !state.mobileMenuOpen;
      return { mobileMenuOpen: next, filterMenuOpen: next ? false : state.filterMenuOpen };
    }),
  toggleFilterMenu: (open) =>
    set((state) => {
      const next = open ?? !state.filterMenuOpen;
      return { filterMenuOpen: next, mobileMenuOpen: next ? false : state.mobileMenuOpen };
    }),
  closeMenus: () => set({ mobileMenuOpen: false, filterMenuOpen: false }),
  startLoading: () => set((state) => ({ loadingCount: state.loadingCount + 1 })),
  finishLoading: () => set((state) => ({ loadingCount: Math.max(0, state.loadingCount - 1) })),
});
